//
//  LedgerServices.swift
//  Ledger
//
//  Created by Jane Appleseed on 12/03/2024.
//

import UIKit

/// What the flows read their entries from.
final class LedgerServices {
    func entries() -> [String] {
        ["Rent", "Groceries", "Salary"]
    }
}
