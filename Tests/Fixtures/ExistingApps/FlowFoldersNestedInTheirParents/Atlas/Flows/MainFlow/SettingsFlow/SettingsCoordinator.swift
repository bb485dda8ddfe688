//
//  SettingsCoordinator.swift
//  Atlas
//

import UIKit

final class SettingsCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .settings }

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showSettings()
    }

    func showSettings() {
        let viewController = SettingsModule().build(onDone: { [weak self] in
            self?.finish()
        })
        navigationController.pushViewController(viewController, animated: true)
    }
}
