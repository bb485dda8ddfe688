//
//  AppCoordinator.swift
//  Posts
//
//  Copyright © 2024 Posts Ltd. All rights reserved.
//

import UIKit

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = PostsViewController()
        viewController.onSelect = { [weak self] in
            self?.showDetails()
        }
        navigationController.pushViewController(viewController, animated: false)
    }

    func showDetails() {
        let child = DetailsCoordinator(navigationController: navigationController)
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }
}
