//
//  PaymentCoordinatorTests.swift
//  Garden
//

import UIKit
import XCTest
import StageKit
@testable import Garden

final class PaymentCoordinatorTests: XCTestCase {
    @MainActor
    func testStartShowsPaymentScreen() {
        let navigationController = UINavigationController()
        let coordinator = PaymentCoordinator(hostController: navigationController)

        coordinator.start()

        XCTAssertTrue(coordinator.hostController.topViewController is PaymentViewController)
    }
}
