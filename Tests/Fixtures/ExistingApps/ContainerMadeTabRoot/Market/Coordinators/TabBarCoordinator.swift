//
//  TabBarCoordinator.swift
//  Market
//

import UIKit

final class TabBarCoordinator: Coordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType { .tabBar }

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let home = HomeCoordinator(navigationController: navigationController)
        childCoordinators.append(home)
        home.start()
        let profile = ProfileCoordinator(navigationController: navigationController)
        childCoordinators.append(profile)
    }
    
    
}
