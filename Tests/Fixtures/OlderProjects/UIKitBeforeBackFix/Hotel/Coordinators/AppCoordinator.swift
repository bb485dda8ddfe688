//
//  AppCoordinator.swift
//  Hotel
//
//  Copyright © Example Inc.
//

import UIKit

/// What the root flow offers. `coordgen new coordinator <Name> --parent App` adds its
/// `open<Name>Coordinator()` here.
@MainActor
protocol AppCoordinatorProtocol: Coordinator {
    /// Shows the first screen of the app.
    func showHome()
}

/// The root of the coordinator tree. The scene delegate keeps it alive and starts it.
final class AppCoordinator: AppCoordinatorProtocol {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .app }

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showHome()
    }

    func showHome() {
        let viewController = HomeViewController()
        viewController.onFinish = { [weak self] in
            self?.homeDidFinish()
        }
        navigationController.setViewControllers([viewController], animated: false)
    }

    /// What follows the home screen. Start a child flow from here, for example
    /// `openReservationCoordinator()` after `coordgen new coordinator Reservation --parent App`.
    private func homeDidFinish() {}
}

extension AppCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}
