import XCTest
@testable import Hotel

final class AppCoordinatorTests: XCTestCase {
    func testStartShowsTheFirstScreen() {
        XCTAssertTrue(true)
    }
}
