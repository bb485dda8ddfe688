//
//  AppFlow.swift
//  Music
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class AppFlow: Flow {
    var onFinish: (() -> Void)?
    var navigationController: UINavigationController
    var childFlows: [any Flow] = []

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showApp()
    }

    func showApp() {
        let viewController = AppViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }

    func openHomeFlow() {
        let coordinator = HomeFlow(navigationController)
        coordinator.onFinish = { [weak self, weak coordinator] in
            guard let coordinator else { return }
            self?.childFlows.removeAll { $0 === coordinator }
        }
        childFlows.append(coordinator)
        coordinator.start()
    }

    func openSettingsFlow() {
        let coordinator = SettingsFlow(navigationController)
        coordinator.onFinish = { [weak self, weak coordinator] in
            guard let coordinator else { return }
            self?.childFlows.removeAll { $0 === coordinator }
        }
        childFlows.append(coordinator)
        coordinator.start()
    }
}
