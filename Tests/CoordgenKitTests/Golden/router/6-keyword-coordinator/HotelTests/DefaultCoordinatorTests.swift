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
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let coordinator = DefaultCoordinatorFactory().makeDefaultCoordinator(router: Router(navigationController: navigationController))

        coordinator.start()

        XCTAssertTrue(navigationController.topViewController is DefaultViewController)
    }

    @MainActor
    func testFinishingTheFirstScreenFinishesTheFlow() {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let coordinator = DefaultCoordinatorFactory().makeDefaultCoordinator(router: Router(navigationController: navigationController))
        var finished = 0
        coordinator.onFinish = { finished += 1 }
        coordinator.start()

        // Like the Back button: UIKit pops without asking the coordinator.
        navigationController.popViewController(animated: false)

        XCTAssertEqual(finished, 1)
    }

    @MainActor
    func testCoordinatorIsReleasedOnceItsParentDropsIt() {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let router = Router(navigationController: navigationController)
        let parent = BaseCoordinator()
        weak var releasedChild: DefaultCoordinator?
        do {
            let child = DefaultCoordinatorFactory().makeDefaultCoordinator(router: router)
            child.onFinish = { [weak parent, weak child] in
                parent?.removeDependency(child)
            }
            parent.addDependency(child)
            child.start()
            releasedChild = child

            navigationController.popViewController(animated: false)
        }

        XCTAssertTrue(parent.childCoordinators.isEmpty)
        XCTAssertNil(releasedChild)
    }
}
