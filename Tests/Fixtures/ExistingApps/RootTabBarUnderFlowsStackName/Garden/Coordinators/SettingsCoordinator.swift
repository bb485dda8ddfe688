//
//  SettingsCoordinator.swift
//  Garden
//
//  Created by Jane Appleseed on 03/02/2024.
//

import StageKit
import UIKit

final class SettingsCoordinator: HostingCoordinator {
    var childCoordinators: [Coordinator] = []
    var hostController: UINavigationController

    init(hostController: UINavigationController) {
        self.hostController = hostController
    }

    func start() {
        showSettings()
    }

    func showSettings() {
        let viewController = SettingsViewController()
        hostController.pushViewController(viewController, animated: true)
    }
}
