//
//  DefaultCoordinatorTests.swift
//  Hotel
//
//  Copyright © Example Inc.
//

import SwiftUI
import XCTest
@testable import Hotel

final class DefaultCoordinatorTests: XCTestCase {
    @MainActor
    func testFlowStartsWithItsOwnScreen() {
        let coordinator = DefaultCoordinator(navigator: Navigator())

        XCTAssertEqual(coordinator.firstScreen, .`default`)
    }

    @MainActor
    func testFinishedFlowLeavesTheScreenAndIsReleased() {
        let parent = AppCoordinator()
        weak var releasedChild: DefaultCoordinator?
        do {
            let child = startDefaultFlow(from: parent)
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
        weak var releasedChild: DefaultCoordinator?
        do {
            releasedChild = startDefaultFlow(from: parent)

            // What SwiftUI does when the user taps Back: it writes the path without the top screen.
            parent.navigator.path.removeLast()
        }

        XCTAssertTrue(parent.childCoordinators.isEmpty)
        XCTAssertNil(releasedChild)
    }

    /// Starts the flow as `openDefaultCoordinator()` would, without needing the parent to have it.
    @MainActor
    private func startDefaultFlow(from parent: AppCoordinator) -> DefaultCoordinator {
        let child = DefaultCoordinator(navigator: parent.navigator)
        child.onFinish = { [weak parent, weak child] in
            parent?.removeChild(child)
        }
        parent.addChild(child)
        parent.navigator.push(child.firstScreen, startingFlow: child)
        return child
    }
}
