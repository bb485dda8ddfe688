//
//  ReservationCoordinatorTests.swift
//  Podcasts
//

import UIKit
import XCTest
@testable import Podcasts

final class ReservationCoordinatorTests: XCTestCase {
    @MainActor
    func testStartShowsReservationScreen() {
        let navigationController = UINavigationController()
        let coordinator = ReservationCoordinator(navigation: navigationController)

        coordinator.start()

        XCTAssertTrue(coordinator.navigation.topViewController is ReservationViewController)
        XCTAssertEqual(coordinator.type, .reservation)
    }

    @MainActor
    func testFinishTellsTheFinishDelegate() {
        let coordinator = ReservationCoordinator(navigation: UINavigationController())
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
