//
//  DetailsCoordinator.swift
//  Posts
//
//  Copyright © 2024 Posts Ltd. All rights reserved.
//

import UIKit

final class DetailsCoordinator: Coordinator {
    weak var parentCoordinator: Coordinator?
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = DetailsViewController()
        viewController.onClose = { [weak self] in
            guard let self else { return }
            self.parentCoordinator?.childDidFinish(child: self)
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
