//
//  BoatDetailCoordinator.swift
//  Harbour
//
//  Created by Sam Keeper on 04/02/2025.
//

import UIKit

final class BoatDetailCoordinator: Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(BoatDetailViewController(), animated: true)
    }
}
