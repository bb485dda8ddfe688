//
//  HomeCoordinator.swift
//  Cinema
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class HomeCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    let dependencies: AppDependencies
    let analytics: Analytics
    var type: CoordinatorType { .home }

    init(navigationController: UINavigationController, dependencies: AppDependencies, analytics: Analytics) {
        self.navigationController = navigationController
        self.dependencies = dependencies
        self.analytics = analytics
    }

    func start() {
        showHome()
    }

    func showHome() {
        let viewController = HomeViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
