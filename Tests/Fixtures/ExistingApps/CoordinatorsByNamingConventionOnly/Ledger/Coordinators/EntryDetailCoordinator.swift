//
//  EntryDetailCoordinator.swift
//  Ledger
//
//  Created by Jane Appleseed on 12/03/2024.
//

import UIKit

/// Shows one entry: started with it, so it is no sibling of the flows started with `start()`.
final class EntryDetailCoordinator {
    weak var navigator: UINavigationController?

    init(navigator: UINavigationController?) {
        self.navigator = navigator
    }

    func start(with entry: String) {
        let viewController = EntryDetailViewController(entry: entry)
        navigator?.pushViewController(viewController, animated: true)
    }
}
