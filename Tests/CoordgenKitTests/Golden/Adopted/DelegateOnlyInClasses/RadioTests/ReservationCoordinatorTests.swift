//
//  ReservationCoordinatorTests.swift
//  Radio
//

import UIKit
import XCTest
@testable import Radio

final class ReservationCoordinatorTests: XCTestCase {
    @MainActor
    func testStartShowsReservationScreen() {
        let navigationController = UINavigationController()
        let coordinator = ReservationCoordinator(navigationController)

        coordinator.start()

        XCTAssertTrue(coordinator.navigationController.topViewController is ReservationViewController)
        XCTAssertEqual(coordinator.type, .reservation)
    }
}
