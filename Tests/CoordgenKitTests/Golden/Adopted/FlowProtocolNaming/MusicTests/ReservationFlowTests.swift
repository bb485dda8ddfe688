//
//  ReservationFlowTests.swift
//  Music
//

import UIKit
import XCTest
@testable import Music

final class ReservationFlowTests: XCTestCase {
    @MainActor
    func testStartShowsReservationScreen() {
        let navigationController = UINavigationController()
        let coordinator = ReservationFlow(navigationController)

        coordinator.start()

        XCTAssertTrue(coordinator.navigationController.topViewController is ReservationViewController)
    }

    @MainActor
    func testFinishCallsOnFinish() {
        let coordinator = ReservationFlow(UINavigationController())
        var finishCount = 0
        coordinator.onFinish = { finishCount += 1 }

        coordinator.finish()

        XCTAssertEqual(finishCount, 1)
    }
}
