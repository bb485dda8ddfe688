//
//  CoordinatorFinishDelegate.swift
//  Hotel
//
//  Copyright © Example Inc.
//

/// Told by a child coordinator when its flow is finished, so the parent can drop it.
@MainActor
protocol CoordinatorFinishDelegate: AnyObject {
    /// Remove `childCoordinator` (and only it, by identity) from `childCoordinators`.
    func coordinatorDidFinish(childCoordinator: any Coordinator)
}
