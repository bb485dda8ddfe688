//
//  HomeCoordinator.swift
//  Market
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class HomeCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var childCoordinators: [any Coordinator] = []
    let dependency: AppDependency
    var type: CoordinatorType { .home }

    init(dependency: AppDependency) {
        self.dependency = dependency
    }

    func start() {
        showHome()
    }

    func showHome() {
        let viewController = HomeViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
    }
}
