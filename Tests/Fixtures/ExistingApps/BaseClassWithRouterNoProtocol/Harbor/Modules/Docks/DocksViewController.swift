//
//  DocksViewController.swift
//  Harbor
//

import UIKit

final class DocksViewController: UIViewController {
    var onShipSelected: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Docks"
    }
}
