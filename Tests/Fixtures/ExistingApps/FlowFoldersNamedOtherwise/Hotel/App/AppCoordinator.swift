//
//  AppCoordinator.swift
//  Hotel
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class AppCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .app }

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        openAccountCoordinator()
    }

    func openAccountCoordinator() {
        let coordinator = AccountCoordinator(navigationController)
        coordinator.finishDelegate = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }

    func openBookingCoordinator() {
        let coordinator = BookingCoordinator(navigationController)
        coordinator.finishDelegate = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }

    func openProfileCoordinator() {
        let coordinator = ProfileCoordinator(navigationController)
        coordinator.finishDelegate = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}

extension AppCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
        if childCoordinator.type == .account {
            openBookingCoordinator()
        }
    }
}
