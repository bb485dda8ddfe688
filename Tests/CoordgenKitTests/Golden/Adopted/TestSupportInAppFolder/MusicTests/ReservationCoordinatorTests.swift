//
//  ReservationCoordinatorTests.swift
//  Music
//

import UIKit
import XCTest
@testable import Music

final class ReservationCoordinatorTests: XCTestCase {
    @MainActor
    func testStartShowsReservationScreen() {
        let navigationController = UINavigationController()
        let coordinator = ReservationCoordinator(navigationController)

        coordinator.start()

        XCTAssertTrue(coordinator.navigationController.topViewController is ReservationViewController)
    }

    @MainActor
    func testFinishCallsOnFinish() {
        let coordinator = ReservationCoordinator(UINavigationController())
        var finishCount = 0
        coordinator.onFinish = { finishCount += 1 }

        coordinator.finish()

        XCTAssertEqual(finishCount, 1)
    }
}
