import XCTest
@testable import Music

final class AppCoordinatorTests: XCTestCase {
    func testStartShowsTheFirstScreen() {
        XCTAssertTrue(true)
    }
}
