//
//  ReservationCoordinatorImplTests.swift
//  Chat
//

import UIKit
import XCTest
@testable import Chat

final class ReservationCoordinatorImplTests: XCTestCase {
    @MainActor
    func testStartShowsReservationScreen() {
        let navigationController = UINavigationController()
        let coordinator = ReservationCoordinatorImpl(navigationController)

        coordinator.start()

        XCTAssertTrue(coordinator.navigationController.topViewController is ReservationViewController)
        XCTAssertEqual(coordinator.type, .reservation)
    }

    @MainActor
    func testFinishTellsTheFinishDelegate() {
        let coordinator = ReservationCoordinatorImpl(UINavigationController())
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
