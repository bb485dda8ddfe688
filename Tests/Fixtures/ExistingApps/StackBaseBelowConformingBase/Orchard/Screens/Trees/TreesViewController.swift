//
//  TreesViewController.swift
//  Orchard
//
//  Created by Ida Grower on 12/03/2024.
//

import UIKit

final class TreesViewController: UIViewController {
    var onPrune: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trees"
    }
}
