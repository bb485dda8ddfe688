//
//  ReservationCoordinator.swift
//  Market
//

import UIKit

/// Runs the Reservation flow.
final class ReservationCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var childCoordinators: [any Coordinator] = []
    let dependency: AppDependency
    var type: CoordinatorType { .reservation }

    init(dependency: AppDependency) {
        self.dependency = dependency
    }

    func start() {
        showReservation()
    }

    func showReservation() {
        let viewController = ReservationViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
        // Coordinator gives coordinators no navigation controller: show viewController
        // the way this app shows its screens.
    }

    /// Ends the flow, then tells the finish delegate.
    private func close() {
        finish()
    }
}

extension ReservationCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        // Only the finished child, by identity: its siblings keep running.
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}
