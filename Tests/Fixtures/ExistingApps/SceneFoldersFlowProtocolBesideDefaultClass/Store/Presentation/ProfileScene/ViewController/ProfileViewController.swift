//
//  ProfileViewController.swift
//  Store
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class ProfileViewController: UIViewController {
    var viewModel: ProfileViewModel?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
    }
}
