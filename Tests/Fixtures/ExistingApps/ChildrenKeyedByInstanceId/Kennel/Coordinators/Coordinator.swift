//
//  Coordinator.swift
//  Kennel
//

import UIKit

protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: any Coordinator)
}

/// Each coordinator has an id of its own; a parent keeps its children under their ids.
protocol Coordinator: AnyObject {
    var id: String { get }
    var finishDelegate: CoordinatorFinishDelegate? { get set }
    var navigationController: UINavigationController { get set }
    var childCoordinators: [String: any Coordinator] { get set }

    func start()
    func finish()
    func add(coordinator: any Coordinator)
    func free(coordinator: any Coordinator)
}

extension Coordinator {
    func add(coordinator: any Coordinator) {
        childCoordinators[coordinator.id] = coordinator
    }

    func free(coordinator: any Coordinator) {
        childCoordinators[coordinator.id] = nil
    }

    func finish() {
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
    }
}
