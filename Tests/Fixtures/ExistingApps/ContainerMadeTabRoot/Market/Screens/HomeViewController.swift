//
//  HomeViewController.swift
//  Market
//

import UIKit

final class HomeViewController: UIViewController {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
    }
}
