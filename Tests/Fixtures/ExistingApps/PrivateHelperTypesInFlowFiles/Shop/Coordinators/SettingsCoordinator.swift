//
//  SettingsCoordinator.swift
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

protocol SettingsCoordinatorProtocol: Coordinator {
    func showSettings()
}

final class SettingsCoordinator: SettingsCoordinatorProtocol {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .settings }

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        switch StartChoice.pick(hasSeenIntro: true) {
        case .welcome, .resume:
            showSettings()
        }
    }

    func showSettings() {
        let viewController = SettingsViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
