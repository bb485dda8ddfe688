//
//  ShipsViewController.swift
//  Harbor
//

import UIKit

final class ShipsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Ships"
    }
}
