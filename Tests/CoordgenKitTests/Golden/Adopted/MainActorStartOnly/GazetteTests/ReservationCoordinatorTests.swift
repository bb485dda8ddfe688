//
//  ReservationCoordinatorTests.swift
//  Gazette
//

import UIKit
import XCTest
@testable import Gazette

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
        coordinator.parentCoordinator = finishDelegate

        coordinator.finish()

        XCTAssertEqual(finishDelegate.finishedCoordinators.count, 1)
        XCTAssertTrue(finishDelegate.finishedCoordinators.first === coordinator)
    }
}

/// Records which coordinators reported that they finished.
private final class FinishDelegateSpy: ParentCoordinator {
    private(set) var finishedCoordinators: [Coordinator] = []

    func childDidFinish(_ childCoordinator: Coordinator) {
        finishedCoordinators.append(childCoordinator)
    }
}
