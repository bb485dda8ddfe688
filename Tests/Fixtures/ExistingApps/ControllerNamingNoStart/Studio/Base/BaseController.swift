//
//  BaseController.swift
//  Studio
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

class BaseController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
