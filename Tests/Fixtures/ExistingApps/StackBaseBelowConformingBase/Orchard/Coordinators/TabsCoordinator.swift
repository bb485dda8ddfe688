//
//  TabsCoordinator.swift
//  Orchard
//
//  Created by Ida Grower on 12/03/2024.
//

import UIKit

protocol TabsCoordinatorDelegate: AnyObject {
    func tabsDidSignOut(_ coordinator: TabsCoordinator)
}

final class TabsCoordinator: Coordinator {
    weak var delegate: TabsCoordinatorDelegate?
    let tabBarController = UITabBarController()

    override func start() {
        let trees = TreesCoordinator(navigationController: UINavigationController())
        trees.delegate = self
        start(trees)
        let harvest = HarvestCoordinator(navigationController: UINavigationController())
        harvest.delegate = self
        start(harvest)
        tabBarController.viewControllers = [trees.navigationController, harvest.navigationController]
    }
}

extension TabsCoordinator: TreesCoordinatorDelegate {
    func treesDidSignOut(_ coordinator: TreesCoordinator) {
        delegate?.tabsDidSignOut(self)
    }
}

extension TabsCoordinator: HarvestCoordinatorDelegate {
    func harvestDidSignOut(_ coordinator: HarvestCoordinator) {
        delegate?.tabsDidSignOut(self)
    }
}
