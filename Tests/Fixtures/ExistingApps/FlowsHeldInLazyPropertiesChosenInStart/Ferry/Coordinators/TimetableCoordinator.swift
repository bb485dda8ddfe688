//
//  TimetableCoordinator.swift
//  Ferry
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class TimetableCoordinator: Coordinator {
    var onFinish: (() -> Void)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = TimetableViewController()
        viewController.onFinish = { [weak self] in
            self?.onFinish?()
        }
        navigationController.pushViewController(viewController, animated: true)
    }

    func start(coordinator: any Coordinator) {
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}
