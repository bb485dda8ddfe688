//
//  AppCoordinator.swift
//  Shop
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

private enum StartChoice {
    case welcome, resume

    static func pick(hasSeenIntro: Bool) -> StartChoice {
        hasSeenIntro ? .resume : .welcome
    }
}

protocol AppCoordinatorProtocol: Coordinator {
    func showApp()
    func openHomeCoordinator()
    func openSettingsCoordinator()
}

final class AppCoordinator: AppCoordinatorProtocol {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .app }

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        switch StartChoice.pick(hasSeenIntro: true) {
        case .welcome, .resume:
            showApp()
        }
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
