//
//  MenuViewController.swift
//  Store
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class MenuViewController: UIViewController {
    var viewModel: MenuViewModel?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        view.backgroundColor = .systemBackground
        viewModel?.viewDidLoad()
    }
}
