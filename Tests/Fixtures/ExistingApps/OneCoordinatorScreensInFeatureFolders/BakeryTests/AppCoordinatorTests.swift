import XCTest
@testable import Bakery

final class AppCoordinatorTests: XCTestCase {
    func testStartShowsTheFirstScreen() {
        XCTAssertTrue(true)
    }
}
