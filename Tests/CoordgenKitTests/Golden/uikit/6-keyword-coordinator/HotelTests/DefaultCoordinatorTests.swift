//
//  DefaultCoordinatorTests.swift
//  Hotel
//
//  Copyright © Example Inc.
//

import UIKit
import XCTest
@testable import Hotel

final class DefaultCoordinatorTests: XCTestCase {
    @MainActor
    func testStartShowsDefaultScreen() {
        let navigationController = UINavigationController()
        let coordinator = DefaultCoordinator(navigationController)

        coordinator.start()

        XCTAssertTrue(coordinator.navigationController.topViewController is DefaultViewController)
        XCTAssertEqual(coordinator.type, .`default`)
    }

    @MainActor
    func testFinishTellsTheFinishDelegate() {
        let coordinator = DefaultCoordinator(UINavigationController())
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
        weak var releasedChild: DefaultCoordinator?
        do {
            let child = DefaultCoordinator(parent.navigationController)
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
