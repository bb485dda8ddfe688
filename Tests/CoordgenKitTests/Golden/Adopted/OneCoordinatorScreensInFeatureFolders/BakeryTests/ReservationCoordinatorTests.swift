import UIKit
import XCTest
@testable import Bakery

final class ReservationCoordinatorTests: XCTestCase {
    @MainActor
    func testStartShowsReservationScreen() {
        let navigationController = UINavigationController()
        let coordinator = ReservationCoordinator(navigationController: navigationController)

        coordinator.start()

        XCTAssertTrue(coordinator.navigationController.topViewController is ReservationViewController)
    }
}
