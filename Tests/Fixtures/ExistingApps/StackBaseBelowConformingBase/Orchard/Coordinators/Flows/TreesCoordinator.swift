//
//  TreesCoordinator.swift
//  Orchard
//
//  Created by Ida Grower on 12/03/2024.
//

import UIKit

protocol TreesCoordinatorDelegate: AnyObject {
    func treesDidSignOut(_ coordinator: TreesCoordinator)
}

final class TreesCoordinator: TabStackCoordinator {
    weak var delegate: TreesCoordinatorDelegate?

    override func start() {
        let viewController = TreesViewController()
        viewController.onPrune = { [weak self] in self?.showPruning() }
        show(viewController)
    }

    override func tabItem() -> UITabBarItem {
        UITabBarItem(title: "Trees", image: nil, tag: 0)
    }

    private func showPruning() {
        let coordinator = PruningCoordinator(navigationController: navigationController)
        coordinator.delegate = self
        start(coordinator)
    }
}

extension TreesCoordinator: PruningCoordinatorDelegate {
    func pruningDidClose(_ coordinator: PruningCoordinator) {
        navigationController.popViewController(animated: true)
        letGo(coordinator)
    }
}
