//
//  SettingsCoordinator.swift
//  Ledger
//
//  Created by Jane Appleseed on 12/03/2024.
//

import UIKit

final class SettingsCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = SettingsViewController()
        navigationController.pushViewController(viewController, animated: true)
    }
}
