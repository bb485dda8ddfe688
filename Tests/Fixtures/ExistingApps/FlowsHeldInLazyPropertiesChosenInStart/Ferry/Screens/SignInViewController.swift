//
//  SignInViewController.swift
//  Ferry
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class SignInViewController: UIViewController {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = Constants.title
        view.backgroundColor = .systemBackground
    }
}

private enum Constants {
    static let title = "Sign In"
}
