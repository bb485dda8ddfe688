//
//  AppCoordinatorTests.swift
//  Hotel
//
//  Copyright © Example Inc.
//

import SwiftUI
import XCTest
@testable import Hotel

final class AppCoordinatorTests: XCTestCase {
    @MainActor
    func testStartsWithTheHomeScreenAtTheRoot() {
        let coordinator = AppCoordinator()

        XCTAssertEqual(coordinator.firstScreen, .home)
        XCTAssertTrue(coordinator.navigator.path.isEmpty)
        XCTAssertTrue(coordinator.childCoordinators.isEmpty)
    }

    @MainActor
    func testPushPopAndPopToRoot() {
        let coordinator = AppCoordinator()

        coordinator.push(.placeholder(title: "One"))
        coordinator.push(.placeholder(title: "Two"))
        XCTAssertEqual(coordinator.navigator.path.count, 2)

        coordinator.pop()
        XCTAssertEqual(coordinator.navigator.path.count, 1)

        coordinator.popToRoot()
        XCTAssertTrue(coordinator.navigator.path.isEmpty)
    }
}
