//
//  SignInViewController.swift
//  Orchard
//
//  Created by Ida Grower on 12/03/2024.
//

import UIKit

final class SignInViewController: UIViewController {
    var onSignedIn: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "SignIn"
    }
}
