//
//  SearchViewController.swift
//  Maps
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class SearchViewController: UIViewController {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
        view.backgroundColor = .systemBackground
    }
}
