//
//  DefaultOrdersCoordinator.swift
//  Store
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class DefaultOrdersCoordinator: OrdersCoordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var ordersViewController: OrdersViewController
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType = .orders

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
        self.ordersViewController = OrdersViewController()
    }

    func start() {
        ordersViewController.viewModel = OrdersViewModel(coordinator: self)
        navigationController.pushViewController(ordersViewController, animated: true)
    }

    func pushOrdersDetailViewController() {
        let detailViewController = OrdersDetailViewController()
        navigationController.pushViewController(detailViewController, animated: true)
    }
}
