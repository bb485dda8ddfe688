//
//  CatalogViewController.swift
//  Atlas
//

import UIKit

final class CatalogViewController: UIViewController {
    var onDone: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Catalog"
    }
}
