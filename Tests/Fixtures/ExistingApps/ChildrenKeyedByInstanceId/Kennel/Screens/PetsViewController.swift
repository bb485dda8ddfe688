//
//  PetsViewController.swift
//  Kennel
//

import UIKit

final class PetsViewController: UIViewController {
    var onDone: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pets"
        view.backgroundColor = .systemBackground
    }
}
