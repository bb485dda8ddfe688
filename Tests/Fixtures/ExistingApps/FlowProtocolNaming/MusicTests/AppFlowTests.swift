import XCTest
@testable import Music

final class AppFlowTests: XCTestCase {
    func testStartShowsTheFirstScreen() {
        XCTAssertTrue(true)
    }
}
