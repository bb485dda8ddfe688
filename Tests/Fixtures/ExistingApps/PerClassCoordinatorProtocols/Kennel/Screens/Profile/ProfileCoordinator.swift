//
//  ProfileCoordinator.swift
//  Kennel
//

import UIKit

protocol ProfileCoordinatorProtocol {
    func close()
}

final class ProfileCoordinator: ProfileCoordinatorProtocol {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func close() {
        navigationController.popViewController(animated: true)
    }
}
