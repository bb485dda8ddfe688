//
//  MainCoordinator.swift
//  Harbor
//

import UIKit

final class MainCoordinator: Coordinator {
    override var startViewController: UIViewController {
        let docks = DocksViewController()
        docks.onShipSelected = { [weak self, weak docks] in
            guard let self, let navigationController = docks?.navigationController else { return }
            let coordinator = ShipsCoordinator(router: StackRouter(navigationController: navigationController))
            self.startChild(coordinator)
        }
        return UINavigationController(rootViewController: docks)
    }
}
