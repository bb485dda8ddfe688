//
//  ProfileViewController.swift
//  Market
//

import UIKit

final class ProfileViewController: UIViewController {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
    }
}
