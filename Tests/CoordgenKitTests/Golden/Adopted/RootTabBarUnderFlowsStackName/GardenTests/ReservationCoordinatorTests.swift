//
//  ReservationCoordinatorTests.swift
//  Garden
//

import UIKit
import XCTest
import StageKit
@testable import Garden

final class ReservationCoordinatorTests: XCTestCase {
    @MainActor
    func testStartShowsReservationScreen() {
        let navigationController = UINavigationController()
        let coordinator = ReservationCoordinator(hostController: navigationController)

        coordinator.start()

        XCTAssertTrue(coordinator.hostController.topViewController is ReservationViewController)
    }
}
