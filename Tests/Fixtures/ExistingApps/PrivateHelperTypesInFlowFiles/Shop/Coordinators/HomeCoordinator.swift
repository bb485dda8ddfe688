//
//  HomeCoordinator.swift
//  Shop
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

private enum StartChoice {
    case welcome, resume

    static func pick(hasSeenIntro: Bool) -> StartChoice {
        hasSeenIntro ? .resume : .welcome
    }
}

protocol HomeCoordinatorProtocol: Coordinator {
    func showHome()
}

final class HomeCoordinator: HomeCoordinatorProtocol {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .home }

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        switch StartChoice.pick(hasSeenIntro: true) {
        case .welcome, .resume:
            showHome()
        }
    }

    func showHome() {
        let viewController = HomeViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
