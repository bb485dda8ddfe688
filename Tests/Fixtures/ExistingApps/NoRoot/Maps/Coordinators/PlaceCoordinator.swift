//
//  PlaceCoordinator.swift
//  Maps
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class PlaceCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .place }

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showPlace()
    }

    func showPlace() {
        let viewController = PlaceViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
