//
//  AppCoordinatorTests.swift
//  Hotel
//
//  Copyright © Example Inc.
//

import UIKit
import XCTest
@testable import Hotel

final class AppCoordinatorTests: XCTestCase {
    @MainActor
    func testStartShowsTheHomeScreen() {
        let navigationController = UINavigationController()
        let coordinator = AppCoordinator(navigationController)

        coordinator.start()

        XCTAssertTrue(navigationController.viewControllers.first is HomeViewController)
        XCTAssertEqual(navigationController.viewControllers.count, 1)
    }

    @MainActor
    func testAppCoordinatorIsTheRootOfTheTree() {
        let coordinator = AppCoordinator(UINavigationController())

        XCTAssertEqual(coordinator.type, .app)
        XCTAssertTrue(coordinator.childCoordinators.isEmpty)
        XCTAssertNil(coordinator.findCoordinator(type: .app))
    }
}
