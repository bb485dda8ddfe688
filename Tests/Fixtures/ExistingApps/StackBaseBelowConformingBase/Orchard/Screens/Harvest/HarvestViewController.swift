//
//  HarvestViewController.swift
//  Orchard
//
//  Created by Ida Grower on 12/03/2024.
//

import UIKit

final class HarvestViewController: UIViewController {
    var onGraft: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Harvest"
    }
}
