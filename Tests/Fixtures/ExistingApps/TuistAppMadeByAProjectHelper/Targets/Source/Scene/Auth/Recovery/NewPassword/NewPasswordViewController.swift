//
//  NewPasswordViewController.swift
//  Lantern
//

import UIKit

final class NewPasswordViewController: UIViewController {
    var onSaved: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "NewPassword"
    }
}
