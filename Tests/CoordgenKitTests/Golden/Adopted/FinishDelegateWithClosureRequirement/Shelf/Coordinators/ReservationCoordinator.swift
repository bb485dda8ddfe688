//
//  ReservationCoordinator.swift
//  Shelf
//

import UIKit

final class ReservationCoordinator: Coordinator {
    var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType { .reservation }

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = ReservationViewController()
        navigationController.setViewControllers([viewController], animated: false)
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        let viewController = ReceiptViewController()
        viewController.onFinish = { [weak self] in
            self?.navigationController.popViewController(animated: true)
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
