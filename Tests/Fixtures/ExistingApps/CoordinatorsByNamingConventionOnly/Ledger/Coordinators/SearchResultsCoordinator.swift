//
//  SearchResultsCoordinator.swift
//  Ledger
//
//  Created by Jane Appleseed on 12/03/2024.
//

import UIKit

/// Makes the results screen a search controller embeds; it holds no navigation controller.
final class SearchResultsCoordinator {
    func start() -> UIViewController {
        EntriesViewController(entries: [])
    }
}
