//
//  HomeCoordinator.swift
//  Garden
//
//  Created by Jane Appleseed on 03/02/2024.
//

import StageKit
import UIKit

final class HomeCoordinator: HostingCoordinator {
    var childCoordinators: [Coordinator] = []
    var hostController: UINavigationController

    init(hostController: UINavigationController) {
        self.hostController = hostController
    }

    func start() {
        showHome()
    }

    func showHome() {
        let viewController = HomeViewController()
        hostController.pushViewController(viewController, animated: true)
    }
}
