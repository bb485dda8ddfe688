//
//  SettingsViewController.swift
//  Ledger
//
//  Created by Jane Appleseed on 12/03/2024.
//

import UIKit

final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemBackground
    }
}
