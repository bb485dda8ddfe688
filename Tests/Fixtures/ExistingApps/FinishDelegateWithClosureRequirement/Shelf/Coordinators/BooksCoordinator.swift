//
//  BooksCoordinator.swift
//  Shelf
//

import UIKit

final class BooksCoordinator: Coordinator {
    var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType { .books }

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = BooksViewController()
        navigationController.setViewControllers([viewController], animated: false)
    }
}
