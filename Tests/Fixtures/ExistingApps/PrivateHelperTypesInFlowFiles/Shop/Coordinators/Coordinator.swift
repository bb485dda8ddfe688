//
//  Coordinator.swift
//  Shop
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

protocol Coordinator: AnyObject {
    var finishDelegate: (any CoordinatorFinishDelegate)? { get set }
    var navigationController: UINavigationController { get set }
    var childCoordinators: [any Coordinator] { get set }
    var type: CoordinatorType { get }

    init(_ navigationController: UINavigationController)

    func start()
    func finish()
}

extension Coordinator {
    func finish() {
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
    }

    func findCoordinator(type: CoordinatorType) -> (any Coordinator)? {
        for child in childCoordinators {
            if child.type == type { return child }
            if let match = child.findCoordinator(type: type) { return match }
        }
        return nil
    }
}
