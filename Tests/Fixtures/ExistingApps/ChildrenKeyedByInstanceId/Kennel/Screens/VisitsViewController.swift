//
//  VisitsViewController.swift
//  Kennel
//

import UIKit

final class VisitsViewController: UIViewController {
    var onDone: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Visits"
        view.backgroundColor = .systemBackground
    }
}
