//
//  EntriesCoordinator.swift
//  Ledger
//
//  Created by Jane Appleseed on 12/03/2024.
//

import UIKit

final class EntriesCoordinator {
    private weak var navigationController: UINavigationController?
    private let services: LedgerServices

    init(navigationController: UINavigationController, services: LedgerServices) {
        self.navigationController = navigationController
        self.services = services
    }

    func start() {
        let viewController = EntriesViewController(entries: services.entries())
        viewController.onSelect = { [weak self] entry in
            self?.showEntry(entry)
        }
        navigationController?.pushViewController(viewController, animated: true)
    }

    private func showEntry(_ entry: String) {
        EntryDetailCoordinator(navigator: navigationController).start(with: entry)
    }
}
