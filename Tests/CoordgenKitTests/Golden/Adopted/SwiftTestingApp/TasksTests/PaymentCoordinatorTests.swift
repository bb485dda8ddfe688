//
//  PaymentCoordinatorTests.swift
//  Tasks
//

import UIKit
import Testing
@testable import Tasks

@MainActor
struct PaymentCoordinatorTests {
    @Test func startShowsPaymentScreen() {
        let navigationController = UINavigationController()
        let coordinator = PaymentCoordinator(navigationController)

        coordinator.start()

        #expect(coordinator.navigationController.topViewController is PaymentViewController)
        #expect(coordinator.type == .payment)
    }

    @Test func finishTellsTheFinishDelegate() {
        let coordinator = PaymentCoordinator(UINavigationController())
        let finishDelegate = FinishDelegateSpy()
        coordinator.finishDelegate = finishDelegate

        coordinator.finish()

        #expect(finishDelegate.finishedCoordinators.count == 1)
        #expect(finishDelegate.finishedCoordinators.first === coordinator)
    }
}

/// Records which coordinators reported that they finished.
@MainActor
private final class FinishDelegateSpy: CoordinatorFinishDelegate {
    private(set) var finishedCoordinators: [any Coordinator] = []

    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        finishedCoordinators.append(childCoordinator)
    }
}
