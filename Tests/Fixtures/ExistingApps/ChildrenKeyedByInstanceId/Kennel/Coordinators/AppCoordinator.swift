//
//  AppCoordinator.swift
//  Kennel
//

import UIKit

final class AppCoordinator: Coordinator {
    let id = UUID().uuidString
    weak var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var childCoordinators: [String: any Coordinator] = [:]

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showPets()
    }

    func showPets() {
        let coordinator = PetsCoordinator(navigationController: navigationController)
        add(coordinator: coordinator)
        coordinator.finishDelegate = self
        coordinator.start()
    }

    func showVisits() {
        let coordinator = VisitsCoordinator(navigationController: navigationController)
        add(coordinator: coordinator)
        coordinator.finishDelegate = self
        coordinator.start()
    }
}

extension AppCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        free(coordinator: childCoordinator)
    }
}
