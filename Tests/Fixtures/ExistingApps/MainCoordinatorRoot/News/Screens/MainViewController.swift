//
//  MainViewController.swift
//  News
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class MainViewController: UIViewController {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Main"
        view.backgroundColor = .systemBackground
    }
}
