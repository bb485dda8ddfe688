//
//  BoatsCoordinator.swift
//  Harbour
//
//  Created by Sam Keeper on 04/02/2025.
//

import UIKit

struct BoatsCoordinator {
    private weak var tabBarController: UITabBarController?

    init(tabBarController: UITabBarController) {
        self.tabBarController = tabBarController
    }
}

// MARK: - Coordinator
extension BoatsCoordinator: Coordinator {
    func start() {
        let viewController = BoatsViewController()
        let navigationController = UINavigationController(rootViewController: viewController)
        viewController.onSelectBoat = { [weak navigationController] in
            guard let navigationController else { return }
            BoatDetailCoordinator(navigationController: navigationController).start()
        }
        navigationController.tabBarItem.title = "Boats"
        let shown = tabBarController?.viewControllers ?? []
        tabBarController?.setViewControllers(shown + [navigationController], animated: false)
    }
}
