import UIKit
import XCTest
@testable import Kennel

final class AppCoordinatorTests: XCTestCase {
    func testStartKeepsTheFirstFlowUnderItsId() {
        let coordinator = AppCoordinator(navigationController: UINavigationController())
        coordinator.start()
        XCTAssertEqual(coordinator.childCoordinators.count, 1)
    }
}
