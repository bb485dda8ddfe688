import XCTest
@testable import Atlas

final class AppCoordinatorTests: XCTestCase {
    func testTheAppFlowIsTheAppType() {
        XCTAssertEqual(CoordinatorType.app, CoordinatorType.app)
    }
}
