//
//  ReservationCoordinatorTests.swift
//  Hotel
//
//  Copyright © Example Inc.
//

import UIKit
import XCTest
@testable import Hotel

final class ReservationCoordinatorTests: XCTestCase {
    @MainActor
    func testStartShowsReservationScreen() {
        let navigationController = UINavigationController()
        let coordinator = ReservationCoordinator(navigationController)

        coordinator.start()

        XCTAssertTrue(coordinator.navigationController.topViewController is ReservationViewController)
        XCTAssertEqual(coordinator.type, .reservation)
    }

    @MainActor
    func testFinishTellsTheFinishDelegate() {
        let coordinator = ReservationCoordinator(UINavigationController())
        let finishDelegate = FinishDelegateSpy()
        coordinator.finishDelegate = finishDelegate

        coordinator.finish()

        XCTAssertEqual(finishDelegate.finishedCoordinators.count, 1)
        XCTAssertTrue(finishDelegate.finishedCoordinators.first === coordinator)
    }

    @MainActor
    func testCoordinatorIsReleasedOnceItsParentDropsIt() {
        let parent = AppCoordinator(UINavigationController())
        parent.start()
        weak var releasedChild: ReservationCoordinator?
        do {
            let child = ReservationCoordinator(parent.navigationController)
            child.finishDelegate = parent
            parent.childCoordinators.append(child)
            child.start()
            releasedChild = child

            child.finish()
        }

        XCTAssertTrue(parent.childCoordinators.isEmpty)
        XCTAssertNil(releasedChild)
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
