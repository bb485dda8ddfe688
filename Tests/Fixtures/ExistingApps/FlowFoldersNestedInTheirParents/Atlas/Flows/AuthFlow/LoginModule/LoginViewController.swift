//
//  LoginViewController.swift
//  Atlas
//

import UIKit

final class LoginViewController: UIViewController {
    var onDone: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Login"
    }
}
