//
//  HomeCoordinator.swift
//  Podcasts
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class HomeCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigation: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .home }

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    func start() {
        showHome()
    }

    func showHome() {
        let viewController = HomeViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
        navigation.pushViewController(viewController, animated: true)
    }
}
