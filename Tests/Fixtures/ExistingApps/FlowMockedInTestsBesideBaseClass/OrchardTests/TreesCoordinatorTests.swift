import XCTest
@testable import Orchard

@MainActor
final class TreesCoordinatorTests: XCTestCase {
    func testStartIsCounted() {
        let coordinator = MockTreesCoordinator(navigationController: nil)
        coordinator.start()
        XCTAssertEqual(coordinator.startCount, 1)
    }
}
