//
//  PaymentCoordinatorTests.swift
//  Music
//

import UIKit
import XCTest
@testable import Music

final class PaymentCoordinatorTests: XCTestCase {
    @MainActor
    func testStartShowsPaymentScreen() {
        let navigationController = UINavigationController()
        let coordinator = PaymentCoordinator(navigationController)

        coordinator.start()

        XCTAssertTrue(coordinator.navigationController.topViewController is PaymentViewController)
    }

    @MainActor
    func testFinishCallsOnFinish() {
        let coordinator = PaymentCoordinator(UINavigationController())
        var finishCount = 0
        coordinator.onFinish = { finishCount += 1 }

        coordinator.finish()

        XCTAssertEqual(finishCount, 1)
    }
}
