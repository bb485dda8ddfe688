//
//  SignInCoordinator.swift
//  Orchard
//
//  Created by Ida Grower on 12/03/2024.
//

import UIKit

protocol SignInCoordinatorDelegate: AnyObject {
    func signInDidSucceed(_ coordinator: SignInCoordinator)
}

final class SignInCoordinator: Coordinator {
    weak var delegate: SignInCoordinatorDelegate?
    let viewController = SignInViewController()

    override func start() {
        viewController.onSignedIn = { [weak self] in
            guard let self else { return }
            self.delegate?.signInDidSucceed(self)
        }
    }
}
