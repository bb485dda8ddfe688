//
//  DocksCoordinator.swift
//  Harbour
//
//  Created by Sam Keeper on 04/02/2025.
//

import UIKit

struct DocksCoordinator {
    private weak var tabBarController: UITabBarController?

    init(tabBarController: UITabBarController) {
        self.tabBarController = tabBarController
    }
}

// MARK: - Coordinator
extension DocksCoordinator: Coordinator {
    func start() {
        let navigationController = UINavigationController(rootViewController: DocksViewController())
        navigationController.tabBarItem.title = "Docks"
        let shown = tabBarController?.viewControllers ?? []
        tabBarController?.setViewControllers(shown + [navigationController], animated: false)
    }
}
