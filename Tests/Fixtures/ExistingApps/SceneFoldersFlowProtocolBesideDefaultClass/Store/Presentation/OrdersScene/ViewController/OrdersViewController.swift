//
//  OrdersViewController.swift
//  Store
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class OrdersViewController: UIViewController {
    var viewModel: OrdersViewModel?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        view.backgroundColor = .systemBackground
        viewModel?.viewDidLoad()
    }
}
