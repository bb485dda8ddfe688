//
//  RecoveryCoordinator.swift
//  Lantern
//

import UIKit

final class RecoveryCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .recovery }

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showCheckEmail()
    }

    func showCheckEmail() {
        let viewController = CheckEmailViewController()
        viewController.onSent = { [weak self] in
            self?.showNewPassword()
        }
        navigationController.pushViewController(viewController, animated: true)
    }

    func showNewPassword() {
        let viewController = NewPasswordViewController()
        viewController.onSaved = { [weak self] in
            self?.showDone()
        }
        navigationController.pushViewController(viewController, animated: true)
    }

    func showDone() {
        let viewController = DoneViewController()
        viewController.onClose = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
