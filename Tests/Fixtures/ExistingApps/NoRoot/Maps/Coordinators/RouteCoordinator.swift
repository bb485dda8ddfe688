//
//  RouteCoordinator.swift
//  Maps
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class RouteCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .route }

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showRoute()
    }

    func showRoute() {
        let viewController = RouteViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
