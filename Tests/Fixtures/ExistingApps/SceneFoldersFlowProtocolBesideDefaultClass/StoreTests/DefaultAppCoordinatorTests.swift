import XCTest
@testable import Store

final class DefaultAppCoordinatorTests: XCTestCase {
    func testStartShowsTheFirstScreen() {
        XCTAssertTrue(true)
    }
}
