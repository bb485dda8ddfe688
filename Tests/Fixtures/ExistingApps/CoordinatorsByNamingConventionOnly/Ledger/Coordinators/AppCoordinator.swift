//
//  AppCoordinator.swift
//  Ledger
//
//  Created by Jane Appleseed on 12/03/2024.
//

import UIKit

final class AppCoordinator {
    var navigationController: UINavigationController
    private let services: LedgerServices

    init(navigationController: UINavigationController, services: LedgerServices) {
        self.navigationController = navigationController
        self.services = services
    }

    func start() {
        let viewController = AccountsViewController()
        viewController.onSelectEntries = { [weak self] in
            self?.showEntries()
        }
        viewController.onSelectSettings = { [weak self] in
            self?.showSettings()
        }
        navigationController.pushViewController(viewController, animated: false)
    }

    private func showEntries() {
        let flow = EntriesCoordinator(navigationController: navigationController, services: services)
        flow.start()
    }

    private func showSettings() {
        SettingsCoordinator(navigationController: navigationController).start()
    }
}
