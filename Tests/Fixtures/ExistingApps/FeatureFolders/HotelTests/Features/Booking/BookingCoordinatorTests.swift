import UIKit
import XCTest
@testable import Hotel

final class BookingCoordinatorTests: XCTestCase {
    func testStartShowsTheFirstScreen() {
        let navigationController = UINavigationController()
        BookingCoordinator(navigationController).start()
        XCTAssertEqual(navigationController.viewControllers.count, 1)
    }
}
