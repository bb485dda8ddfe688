//
//  SplashViewController.swift
//  Market
//

import UIKit

final class SplashViewController: UIViewController {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Splash"
    }
}
