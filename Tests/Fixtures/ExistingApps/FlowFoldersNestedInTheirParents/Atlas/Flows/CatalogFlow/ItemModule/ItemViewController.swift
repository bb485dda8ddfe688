//
//  ItemViewController.swift
//  Atlas
//

import UIKit

final class ItemViewController: UIViewController {
    var onDone: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Item"
    }
}
