//
//  DefaultMenuCoordinator.swift
//  Store
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class DefaultMenuCoordinator: MenuCoordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var menuViewController: MenuViewController
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType = .menu

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
        self.menuViewController = MenuViewController()
    }

    func start() {
        menuViewController.viewModel = MenuViewModel(coordinator: self)
        navigationController.pushViewController(menuViewController, animated: true)
    }

    func pushMenuDetailViewController() {
        let detailViewController = MenuDetailViewController()
        navigationController.pushViewController(detailViewController, animated: true)
    }
}
