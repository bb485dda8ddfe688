//
//  HomeCoordinator.swift
//  Lantern
//

import UIKit

/// Shows the screen its parent hands it, kept in a property.
final class HomeCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .home }
    private let screen: HomeViewController

    init(navigationController: UINavigationController, screen: HomeViewController) {
        self.navigationController = navigationController
        self.screen = screen
    }

    func start() {
        screen.onSignOut = { [weak self] in
            self?.finish()
        }
        navigationController.setViewControllers([screen], animated: false)
    }
}
