//
//  GalleryCoordinator.swift
//  Studio
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class GalleryCoordinator: Coordinator {
    let id = UUID()
    weak var finishDelegate: CoordinatorFinishDelegate?
    let navigator: AppNavigationController
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType { .gallery }

    init(_ navigator: AppNavigationController) {
        self.navigator = navigator
    }

    func start() {
        let controller = GalleryController()
        controller.onFinish = { [weak self] in
            self?.finish()
        }
        navigator.pushViewController(controller, animated: true)
    }
}
