//
//  DocksViewController.swift
//  Harbour
//
//  Created by Sam Keeper on 04/02/2025.
//

import UIKit

final class DocksViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Docks"
        view.backgroundColor = .systemBackground
    }
}
