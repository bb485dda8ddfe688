//
//  BaseCoordinator.swift
//  Gazette
//

import UIKit

/// What every flow of the app shares; each flow overrides `start()`.
class BaseCoordinator: NSObject, Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    weak var parentCoordinator: ParentCoordinator?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    @MainActor
    func start() {
        preconditionFailure("each flow starts itself")
    }

    func finish() {
        parentCoordinator?.childDidFinish(self)
    }

    func addChild(_ child: Coordinator) {
        childCoordinators.append(child)
        child.parentCoordinator = self as? ParentCoordinator
    }

    func removeChild(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}
