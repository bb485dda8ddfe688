//
//  AccountCoordinator.swift
//  Hotel
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class AccountCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .account }

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showLogin()
    }

    func showLogin() {
        let viewController = LoginViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
