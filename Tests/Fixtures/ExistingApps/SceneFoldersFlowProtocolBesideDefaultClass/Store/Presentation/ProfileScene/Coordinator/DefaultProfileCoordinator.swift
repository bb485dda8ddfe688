//
//  DefaultProfileCoordinator.swift
//  Store
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class DefaultProfileCoordinator: ProfileCoordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var profileViewController: ProfileViewController
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType = .account

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
        self.profileViewController = ProfileViewController()
    }

    func start() {
        profileViewController.viewModel = ProfileViewModel(coordinator: self)
        navigationController.pushViewController(profileViewController, animated: true)
    }

    func pushProfileEditViewController() {
        let editViewController = ProfileEditViewController()
        navigationController.pushViewController(editViewController, animated: true)
    }
}
