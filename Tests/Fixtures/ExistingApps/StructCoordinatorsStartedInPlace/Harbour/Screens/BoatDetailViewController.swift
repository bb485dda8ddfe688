//
//  BoatDetailViewController.swift
//  Harbour
//
//  Created by Sam Keeper on 04/02/2025.
//

import UIKit

final class BoatDetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "BoatDetail"
        view.backgroundColor = .systemBackground
    }
}
