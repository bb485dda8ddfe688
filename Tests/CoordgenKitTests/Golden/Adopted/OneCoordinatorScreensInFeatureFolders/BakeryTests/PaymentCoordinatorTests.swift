import UIKit
import XCTest
@testable import Bakery

final class PaymentCoordinatorTests: XCTestCase {
    @MainActor
    func testStartShowsPaymentScreen() {
        let navigationController = UINavigationController()
        let coordinator = PaymentCoordinator(navigationController: navigationController)

        coordinator.start()

        XCTAssertTrue(coordinator.navigationController.topViewController is PaymentViewController)
    }
}
