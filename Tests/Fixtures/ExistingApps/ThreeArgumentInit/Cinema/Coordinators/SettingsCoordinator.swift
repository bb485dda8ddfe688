//
//  SettingsCoordinator.swift
//  Cinema
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class SettingsCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    let dependencies: AppDependencies
    let analytics: Analytics
    var type: CoordinatorType { .settings }

    init(navigationController: UINavigationController, dependencies: AppDependencies, analytics: Analytics) {
        self.navigationController = navigationController
        self.dependencies = dependencies
        self.analytics = analytics
    }

    func start() {
        showSettings()
    }

    func showSettings() {
        let viewController = SettingsViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
