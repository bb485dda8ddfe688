//
//  HarvestCoordinator.swift
//  Orchard
//
//  Created by Ida Grower on 12/03/2024.
//

import UIKit

protocol HarvestCoordinatorDelegate: AnyObject {
    func harvestDidSignOut(_ coordinator: HarvestCoordinator)
}

final class HarvestCoordinator: TabStackCoordinator {
    weak var delegate: HarvestCoordinatorDelegate?

    override func start() {
        let viewController = HarvestViewController()
        viewController.onGraft = { [weak self] in self?.showGrafting() }
        show(viewController)
    }

    override func tabItem() -> UITabBarItem {
        UITabBarItem(title: "Harvest", image: nil, tag: 1)
    }

    private func showGrafting() {
        let coordinator = GraftingCoordinator(navigationController: navigationController)
        coordinator.delegate = self
        start(coordinator)
    }
}

extension HarvestCoordinator: GraftingCoordinatorDelegate {
    func graftingDidClose(_ coordinator: GraftingCoordinator) {
        navigationController.popViewController(animated: true)
        letGo(coordinator)
    }
}
