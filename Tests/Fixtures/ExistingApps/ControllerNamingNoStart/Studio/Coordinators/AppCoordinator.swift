//
//  AppCoordinator.swift
//  Studio
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class AppCoordinator: Coordinator {
    let id = UUID()
    weak var finishDelegate: CoordinatorFinishDelegate?
    let navigator: AppNavigationController
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType { .app }

    init(_ navigator: AppNavigationController) {
        self.navigator = navigator
    }

    func start() {
        let controller = AppController()
        controller.onFinish = { [weak self] in
            self?.finish()
        }
        navigator.pushViewController(controller, animated: false)
    }

    func openGalleryCoordinator() {
        let coordinator = GalleryCoordinator(navigator)
        coordinator.finishDelegate = self
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}

extension AppCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}
