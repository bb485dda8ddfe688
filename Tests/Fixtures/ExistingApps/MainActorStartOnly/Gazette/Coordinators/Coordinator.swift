//
//  Coordinator.swift
//  Gazette
//

import UIKit

/// Told when a child flow it started has ended.
protocol ParentCoordinator: AnyObject {
    func childDidFinish(_ child: Coordinator)
}

/// Only starting a flow touches the screen, so only `start()` is tied to the main actor.
protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get }
    var childCoordinators: [Coordinator] { get set }
    var parentCoordinator: ParentCoordinator? { get set }

    @MainActor func start()
    func finish()
}
