//
//  Coordinator.swift
//  Hotel
//
//  Copyright © Example Inc.
//

import UIKit

/// A coordinator owns one flow of the app: it creates the screens, decides what comes next and starts
/// child coordinators for sub-flows. View controllers never navigate by themselves.
///
/// Coordinators form a tree with `AppCoordinator` at the root. A parent keeps its children in
/// `childCoordinators` and becomes their `finishDelegate`, so it can drop a child once its flow is done.
/// UIKit is main-actor isolated, and so is every coordinator.
@MainActor
protocol Coordinator: AnyObject {
    /// Told when this coordinator's flow is finished; usually the parent coordinator.
    var finishDelegate: (any CoordinatorFinishDelegate)? { get set }
    /// The navigation stack this flow shows its screens in.
    var navigationController: UINavigationController { get set }
    /// The running child flows. A child stays alive exactly as long as it is in this list.
    var childCoordinators: [any Coordinator] { get set }
    /// Which flow this is, for `findCoordinator(type:)`.
    var type: CoordinatorType { get }

    init(_ navigationController: UINavigationController)

    /// Shows the first screen of the flow.
    func start()
    /// Ends the flow: drops its children and tells the finish delegate.
    func finish()
    /// The first coordinator of the given type in the tree below this one, searched depth first.
    func findCoordinator(type: CoordinatorType) -> (any Coordinator)?
}

extension Coordinator {
    func finish() {
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
    }

    func findCoordinator(type: CoordinatorType) -> (any Coordinator)? {
        for child in childCoordinators {
            if child.type == type {
                return child
            }
            if let match = child.findCoordinator(type: type) {
                return match
            }
        }
        return nil
    }
}
