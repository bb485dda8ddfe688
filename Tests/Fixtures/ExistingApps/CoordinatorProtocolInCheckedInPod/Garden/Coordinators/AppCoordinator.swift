//
//  AppCoordinator.swift
//  Garden
//
//  Created by Jane Appleseed on 03/02/2024.
//

import FlowKit
import UIKit

final class AppCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showApp()
    }

    func showApp() {
        let viewController = AppViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }

    func openHomeCoordinator() {
        let coordinator = HomeCoordinator(navigationController)
        coordinator.finishDelegate = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }

    func openSettingsCoordinator() {
        let coordinator = SettingsCoordinator(navigationController)
        coordinator.finishDelegate = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}

extension AppCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}
