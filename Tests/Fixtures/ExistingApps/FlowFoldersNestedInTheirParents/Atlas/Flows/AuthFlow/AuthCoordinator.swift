//
//  AuthCoordinator.swift
//  Atlas
//

import UIKit

final class AuthCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .auth }

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showLogin()
    }

    func showLogin() {
        let viewController = LoginModule().build(onDone: { [weak self] in
            self?.finish()
        })
        navigationController.pushViewController(viewController, animated: true)
    }
}
