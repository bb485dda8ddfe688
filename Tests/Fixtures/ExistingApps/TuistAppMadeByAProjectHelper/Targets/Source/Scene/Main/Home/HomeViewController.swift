//
//  HomeViewController.swift
//  Lantern
//

import UIKit

final class HomeViewController: UIViewController {
    var onSignOut: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
    }
}
