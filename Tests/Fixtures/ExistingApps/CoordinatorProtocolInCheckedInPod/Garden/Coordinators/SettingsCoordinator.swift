//
//  SettingsCoordinator.swift
//  Garden
//
//  Created by Jane Appleseed on 03/02/2024.
//

import FlowKit
import UIKit

final class SettingsCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []

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
