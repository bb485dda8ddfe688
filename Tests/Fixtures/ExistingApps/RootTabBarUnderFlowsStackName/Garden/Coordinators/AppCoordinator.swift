//
//  AppCoordinator.swift
//  Garden
//
//  Created by Jane Appleseed on 03/02/2024.
//

import StageKit
import UIKit

final class AppCoordinator: HostingCoordinator {
    var childCoordinators: [Coordinator] = []
    var hostController = GardenTabBarController()

    init(window: UIWindow) {
        window.rootViewController = hostController
        window.makeKeyAndVisible()
    }

    func start() {
        openHomeCoordinator()
        openSettingsCoordinator()
    }

    func openHomeCoordinator() {
        let navigationController = UINavigationController()
        let coordinator = HomeCoordinator(hostController: navigationController)
        keep(coordinator)
        coordinator.start()
        hostController.viewControllers = (hostController.viewControllers ?? []) + [navigationController]
    }

    func openSettingsCoordinator() {
        let navigationController = UINavigationController()
        let coordinator = SettingsCoordinator(hostController: navigationController)
        keep(coordinator)
        coordinator.start()
        hostController.viewControllers = (hostController.viewControllers ?? []) + [navigationController]
    }
}

/// The tabs of the app, one per flow.
final class GardenTabBarController: UITabBarController {}
