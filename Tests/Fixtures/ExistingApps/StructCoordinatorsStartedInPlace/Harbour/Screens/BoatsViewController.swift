//
//  BoatsViewController.swift
//  Harbour
//
//  Created by Sam Keeper on 04/02/2025.
//

import UIKit

final class BoatsViewController: UIViewController {
    var onSelectBoat: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Boats"
        view.backgroundColor = .systemBackground
    }
}
