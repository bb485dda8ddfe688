//
//  ProfileCoordinator.swift
//  Hotel
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class ProfileCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .profile }

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showProfile()
    }

    func showProfile() {
        let viewController = ProfileViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
