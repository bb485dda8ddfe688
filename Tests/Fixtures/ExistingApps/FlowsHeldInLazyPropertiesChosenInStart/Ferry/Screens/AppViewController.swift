//
//  AppViewController.swift
//  Ferry
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class AppViewController: UIViewController {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "App"
        view.backgroundColor = .systemBackground
    }
}
