//
//  CheckEmailViewController.swift
//  Lantern
//

import UIKit

final class CheckEmailViewController: UIViewController {
    var onSent: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "CheckEmail"
    }
}
