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
    /// The first screen this flow pushed onto a stack it shares with its parent; nil for a flow with a
    /// stack of its own. Once it leaves the stack (by the flow's own close, Back or a swipe), the flow
    /// is over.
    var firstPushedScreen: UIViewController? { get }

    init(_ navigationController: UINavigationController)

    /// Shows the first screen of the flow.
    func start()
    /// Ends the flow: drops its children and tells the finish delegate.
    func finish()
    /// The first coordinator of the given type in the tree below this one, searched depth first.
    func findCoordinator(type: CoordinatorType) -> (any Coordinator)?
}

extension Coordinator {
    var firstPushedScreen: UIViewController? { nil }

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

    /// Finishes every child flow on `navigationController`, at any depth, whose first screen is no
    /// longer on the stack. UIKit pops by itself when the user taps Back or swipes back, without asking
    /// any coordinator; the coordinator that owns the stack, as its delegate, calls this after each
    /// transition, so the parent drops the child the user left and it is released.
    func finishFlowsPopped(from navigationController: UINavigationController) {
        for child in childCoordinators where child.navigationController === navigationController {
            if let screen = child.firstPushedScreen, !navigationController.viewControllers.contains(where: { $0 === screen }) {
                child.finish()
            } else {
                child.finishFlowsPopped(from: navigationController)
            }
        }
    }
}
