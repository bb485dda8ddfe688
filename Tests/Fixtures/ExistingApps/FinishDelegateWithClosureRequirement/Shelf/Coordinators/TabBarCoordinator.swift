//
//  TabBarCoordinator.swift
//  Shelf
//

import UIKit

final class TabBarCoordinator: Coordinator {
    var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType { .tab }
    private let tabBarController = UITabBarController()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let books = BooksCoordinator(navigationController: UINavigationController())
        let search = SearchCoordinator(navigationController: UINavigationController())
        childCoordinators = [books, search]
        books.start()
        search.start()
        tabBarController.setViewControllers([books.navigationController, search.navigationController], animated: false)
        navigationController.setViewControllers([tabBarController], animated: false)
    }

    func coordinatorDidFinish(_ coordinator: Coordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}
