//
//  ProfileViewController.swift
//  Hotel
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class ProfileViewController: UIViewController {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .systemBackground
    }
}
