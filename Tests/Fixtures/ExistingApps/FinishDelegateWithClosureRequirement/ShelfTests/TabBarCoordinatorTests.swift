import UIKit
import XCTest
@testable import Shelf

final class TabBarCoordinatorTests: XCTestCase {
    func testStartKeepsOneChildPerTab() {
        let coordinator = TabBarCoordinator(navigationController: UINavigationController())
        coordinator.start()
        XCTAssertEqual(coordinator.childCoordinators.count, 2)
    }
}
