//
//  AppCoordinator.swift
//  Market
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class AppCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var childCoordinators: [any Coordinator] = []
    let dependency: AppDependency
    var type: CoordinatorType { .app }

    init(dependency: AppDependency) {
        self.dependency = dependency
    }

    func start() {
        showApp()
    }

    func showApp() {
        let viewController = AppViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
    }

    func openHomeCoordinator() {
        let coordinator = HomeCoordinator(dependency: AppDependency())
        coordinator.finishDelegate = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }

    func openSettingsCoordinator() {
        let coordinator = SettingsCoordinator(dependency: AppDependency())
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
