//
//  MenuDetailViewController.swift
//  Store
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class MenuDetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu detail"
    }
}
