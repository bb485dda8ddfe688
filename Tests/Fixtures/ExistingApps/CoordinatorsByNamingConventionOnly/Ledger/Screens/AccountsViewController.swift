//
//  AccountsViewController.swift
//  Ledger
//
//  Created by Jane Appleseed on 12/03/2024.
//

import UIKit

final class AccountsViewController: UIViewController {
    var onSelectEntries: (() -> Void)?
    var onSelectSettings: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Accounts"
        view.backgroundColor = .systemBackground
    }
}
