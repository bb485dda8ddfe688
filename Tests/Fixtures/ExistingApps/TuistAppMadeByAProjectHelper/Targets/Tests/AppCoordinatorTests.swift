//
//  AppCoordinatorTests.swift
//  Lantern
//

import XCTest
import UIKit
@testable import Lantern

final class AppCoordinatorTests: XCTestCase {
    func testStartShowsHome() {
        let navigationController = UINavigationController()
        let coordinator = AppCoordinator(navigationController: navigationController)
        coordinator.start()
        XCTAssertEqual(coordinator.childCoordinators.count, 1)
    }
}
