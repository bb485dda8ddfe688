//
//  HomeCoordinator.swift
//  Travel
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

protocol HomeCoordinatorProtocol: Coordinator {
    func showHome()
}

final class HomeCoordinator: HomeCoordinatorProtocol {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .home }

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
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
