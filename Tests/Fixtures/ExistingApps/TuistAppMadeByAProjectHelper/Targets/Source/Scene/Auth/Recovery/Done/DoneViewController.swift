//
//  DoneViewController.swift
//  Lantern
//

import UIKit

final class DoneViewController: UIViewController {
    var onClose: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Done"
    }
}
