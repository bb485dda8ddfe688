//
//  ReservationCoordinatorTests.swift
//  Gallery
//

import UIKit
import XCTest
@testable import Gallery

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
