import XCTest
@testable import Garden

final class AppCoordinatorTests: XCTestCase {
    func testStartShowsTheFirstScreen() {
        XCTAssertTrue(true)
    }
}
