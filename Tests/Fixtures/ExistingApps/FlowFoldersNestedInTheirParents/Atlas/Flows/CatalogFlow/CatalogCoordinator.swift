//
//  CatalogCoordinator.swift
//  Atlas
//

import UIKit

final class CatalogCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .catalog }

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showCatalog()
    }

    func showCatalog() {
        let viewController = CatalogModule().build(onDone: { [weak self] in
            self?.showItem()
        })
        navigationController.pushViewController(viewController, animated: true)
    }

    func showItem() {
        let viewController = ItemModule().build(onDone: { [weak self] in
            self?.finish()
        })
        navigationController.pushViewController(viewController, animated: true)
    }
}
