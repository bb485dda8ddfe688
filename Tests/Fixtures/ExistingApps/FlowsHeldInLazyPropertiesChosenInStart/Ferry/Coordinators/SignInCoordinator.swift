//
//  SignInCoordinator.swift
//  Ferry
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

enum SignInActions {
    case submit
    case skip
}

final class SignInCoordinator: Coordinator {
    var onFinish: (() -> Void)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = SignInViewController()
        viewController.onFinish = { [weak self] in
            self?.handle(.submit)
        }
        navigationController.pushViewController(viewController, animated: true)
    }

    func handle(_ action: SignInActions) {
        switch action {
        case .submit, .skip:
            onFinish?()
        }
    }

    func start(coordinator: any Coordinator) {
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}
