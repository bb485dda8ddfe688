import UIKit
import XCTest
@testable import Hotel

final class ProfileCoordinatorTests: XCTestCase {
    func testStartShowsTheFirstScreen() {
        let navigationController = UINavigationController()
        ProfileCoordinator(navigationController).start()
        XCTAssertEqual(navigationController.viewControllers.count, 1)
    }
}
