//
//  ReservationCoordinatorTests.swift
//  Kennel
//

import UIKit
import XCTest
@testable import Kennel

final class ReservationCoordinatorTests: XCTestCase {
    @MainActor
    func testStartShowsReservationScreen() {
        let navigationController = UINavigationController()
        let coordinator = ReservationCoordinator(navigationController: navigationController)

        coordinator.start()

        XCTAssertTrue(coordinator.navigationController.topViewController is ReservationViewController)
    }

    @MainActor
    func testFinishTellsTheFinishDelegate() {
        let coordinator = ReservationCoordinator(navigationController: UINavigationController())
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
