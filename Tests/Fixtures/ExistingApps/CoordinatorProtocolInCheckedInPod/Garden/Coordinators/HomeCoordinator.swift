//
//  HomeCoordinator.swift
//  Garden
//
//  Created by Jane Appleseed on 03/02/2024.
//

import FlowKit
import UIKit

final class HomeCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showHome()
    }

    func showHome() {
        let viewController = HomeViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
