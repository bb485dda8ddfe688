//
//  SettingsViewController.swift
//  Atlas
//

import UIKit

final class SettingsViewController: UIViewController {
    var onDone: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
    }
}
