import XCTest
import UIKit
@testable import Marina

final class AppCoordinatorTests: XCTestCase {
    @MainActor
    func testStartShowsTheFirstScreen() {
        let navigationController = UINavigationController()
        let coordinator = AppCoordinator(navigationController: navigationController)
        coordinator.start()
        XCTAssertEqual(navigationController.viewControllers.count, 1)
    }
}
