//
//  AppCoordinator.swift
//  Music
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class AppCoordinator: Coordinator {
    var onFinish: (() -> Void)?
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
        coordinator.onFinish = { [weak self, weak coordinator] in
            guard let coordinator else { return }
            self?.childCoordinators.removeAll { $0 === coordinator }
        }
        childCoordinators.append(coordinator)
        coordinator.start()
    }

    func openSettingsCoordinator() {
        let coordinator = SettingsCoordinator(navigationController)
        coordinator.onFinish = { [weak self, weak coordinator] in
            guard let coordinator else { return }
            self?.childCoordinators.removeAll { $0 === coordinator }
        }
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}
