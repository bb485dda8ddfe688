//
//  SettingsCoordinator.swift
//  Podcasts
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class SettingsCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigation: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .settings }

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    func start() {
        showSettings()
    }

    func showSettings() {
        let viewController = SettingsViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
        navigation.pushViewController(viewController, animated: true)
    }
}
