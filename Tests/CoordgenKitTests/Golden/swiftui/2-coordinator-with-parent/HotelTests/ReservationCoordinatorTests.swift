//
//  ReservationCoordinatorTests.swift
//  Hotel
//
//  Copyright © Example Inc.
//

import SwiftUI
import XCTest
@testable import Hotel

final class ReservationCoordinatorTests: XCTestCase {
    @MainActor
    func testFlowStartsWithItsOwnScreen() {
        let coordinator = ReservationCoordinator(navigator: Navigator())

        XCTAssertEqual(coordinator.firstScreen, .reservation)
    }

    @MainActor
    func testFinishedFlowLeavesTheScreenAndIsReleased() {
        let parent = AppCoordinator()
        weak var releasedChild: ReservationCoordinator?
        do {
            let child = startReservationFlow(from: parent)
            releasedChild = child

            child.finish()
        }

        XCTAssertTrue(parent.navigator.path.isEmpty)
        XCTAssertTrue(parent.childCoordinators.isEmpty)
        XCTAssertNil(releasedChild)
    }

    @MainActor
    func testBackButtonFinishesTheFlow() {
        let parent = AppCoordinator()
        weak var releasedChild: ReservationCoordinator?
        do {
            releasedChild = startReservationFlow(from: parent)

            // What SwiftUI does when the user taps Back: it writes the path without the top screen.
            parent.navigator.path.removeLast()
        }

        XCTAssertTrue(parent.childCoordinators.isEmpty)
        XCTAssertNil(releasedChild)
    }

    /// Starts the flow as `openReservationCoordinator()` would, without needing the parent to have it.
    @MainActor
    private func startReservationFlow(from parent: AppCoordinator) -> ReservationCoordinator {
        let child = ReservationCoordinator(navigator: parent.navigator)
        child.onFinish = { [weak parent, weak child] in
            parent?.removeChild(child)
        }
        parent.addChild(child)
        parent.navigator.push(child.firstScreen, startingFlow: child)
        return child
    }
}
