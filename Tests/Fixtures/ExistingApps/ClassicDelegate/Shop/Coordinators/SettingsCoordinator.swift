//
//  SettingsCoordinator.swift
//  Shop
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

protocol SettingsCoordinatorProtocol: Coordinator {
    func showSettings()
}

final class SettingsCoordinator: SettingsCoordinatorProtocol {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .settings }

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
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
