import UIKit
import XCTest
@testable import Gazette

final class AppCoordinatorTests: XCTestCase {
    func testStartsWithNoChildBeforeStart() {
        let coordinator = AppCoordinator(navigationController: UINavigationController())
        XCTAssertTrue(coordinator.childCoordinators.isEmpty)
    }
}
