//
//  PaymentFlowTests.swift
//  Music
//

import UIKit
import XCTest
@testable import Music

final class PaymentFlowTests: XCTestCase {
    @MainActor
    func testStartShowsPaymentScreen() {
        let navigationController = UINavigationController()
        let coordinator = PaymentFlow(navigationController)

        coordinator.start()

        XCTAssertTrue(coordinator.navigationController.topViewController is PaymentViewController)
    }

    @MainActor
    func testFinishCallsOnFinish() {
        let coordinator = PaymentFlow(UINavigationController())
        var finishCount = 0
        coordinator.onFinish = { finishCount += 1 }

        coordinator.finish()

        XCTAssertEqual(finishCount, 1)
    }
}
