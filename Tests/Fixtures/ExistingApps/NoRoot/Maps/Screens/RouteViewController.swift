//
//  RouteViewController.swift
//  Maps
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class RouteViewController: UIViewController {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Route"
        view.backgroundColor = .systemBackground
    }
}
