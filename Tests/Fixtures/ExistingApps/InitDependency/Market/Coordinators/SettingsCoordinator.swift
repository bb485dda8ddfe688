//
//  SettingsCoordinator.swift
//  Market
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class SettingsCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var childCoordinators: [any Coordinator] = []
    let dependency: AppDependency
    var type: CoordinatorType { .settings }

    init(dependency: AppDependency) {
        self.dependency = dependency
    }

    func start() {
        showSettings()
    }

    func showSettings() {
        let viewController = SettingsViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
    }
}
