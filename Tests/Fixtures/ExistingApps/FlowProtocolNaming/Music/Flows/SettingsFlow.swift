//
//  SettingsFlow.swift
//  Music
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class SettingsFlow: Flow {
    var onFinish: (() -> Void)?
    var navigationController: UINavigationController
    var childFlows: [any Flow] = []

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showSettings()
    }

    func showSettings() {
        let viewController = SettingsViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
