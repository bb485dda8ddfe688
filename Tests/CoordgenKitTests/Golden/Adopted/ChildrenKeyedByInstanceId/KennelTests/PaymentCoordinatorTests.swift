//
//  PaymentCoordinatorTests.swift
//  Kennel
//

import UIKit
import XCTest
@testable import Kennel

final class PaymentCoordinatorTests: XCTestCase {
    @MainActor
    func testStartShowsPaymentScreen() {
        let navigationController = UINavigationController()
        let coordinator = PaymentCoordinator(navigationController: navigationController)

        coordinator.start()

        XCTAssertTrue(coordinator.navigationController.topViewController is PaymentViewController)
    }

    @MainActor
    func testFinishTellsTheFinishDelegate() {
        let coordinator = PaymentCoordinator(navigationController: UINavigationController())
        let finishDelegate = FinishDelegateSpy()
        coordinator.finishDelegate = finishDelegate

        coordinator.finish()

        XCTAssertEqual(finishDelegate.finishedCoordinators.count, 1)
        XCTAssertTrue(finishDelegate.finishedCoordinators.first === coordinator)
    }
}

/// Records which coordinators reported that they finished.
private final class FinishDelegateSpy: CoordinatorFinishDelegate {
    private(set) var finishedCoordinators: [any Coordinator] = []

    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        finishedCoordinators.append(childCoordinator)
    }
}
