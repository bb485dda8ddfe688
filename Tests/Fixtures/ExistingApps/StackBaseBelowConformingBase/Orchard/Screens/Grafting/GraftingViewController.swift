//
//  GraftingViewController.swift
//  Orchard
//
//  Created by Ida Grower on 12/03/2024.
//

import UIKit

final class GraftingViewController: UIViewController {
    var onClose: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Grafting"
    }
}
