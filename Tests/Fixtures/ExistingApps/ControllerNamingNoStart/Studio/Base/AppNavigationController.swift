//
//  AppNavigationController.swift
//  Studio
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class AppNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.prefersLargeTitles = true
    }
}
