//
//  HomeViewController.swift
//  Garden
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class HomeViewController: UIViewController {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        view.backgroundColor = .systemBackground
    }
}
