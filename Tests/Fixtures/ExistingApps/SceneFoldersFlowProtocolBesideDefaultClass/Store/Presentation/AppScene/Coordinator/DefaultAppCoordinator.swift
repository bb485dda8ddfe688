//
//  DefaultAppCoordinator.swift
//  Store
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class DefaultAppCoordinator: AppCoordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType = .app

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showMenuFlow()
        startAccountArea()
    }

    private func startAccountArea() {
        let accountCoordinator = DefaultProfileCoordinator(navigationController)
        accountCoordinator.finishDelegate = self
        childCoordinators.append(accountCoordinator)
        accountCoordinator.start()
    }

    func showMenuFlow() {
        let menuCoordinator = DefaultMenuCoordinator(navigationController)
        menuCoordinator.finishDelegate = self
        childCoordinators.append(menuCoordinator)
        menuCoordinator.start()
    }

    func showOrdersFlow() {
        let ordersCoordinator = DefaultOrdersCoordinator(navigationController)
        ordersCoordinator.finishDelegate = self
        childCoordinators.append(ordersCoordinator)
        ordersCoordinator.start()
    }
}

extension DefaultAppCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}
