//
//  HomeViewController.swift
//  Shop
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class HomeViewController: UIViewController {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = Texts.title
        view.backgroundColor = .systemBackground
    }
}

private enum Texts {
    static let title = "Home"
}
