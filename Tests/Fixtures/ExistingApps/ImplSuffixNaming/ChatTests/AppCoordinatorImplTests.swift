import XCTest
@testable import Chat

final class AppCoordinatorImplTests: XCTestCase {
    func testStartShowsTheFirstScreen() {
        XCTAssertTrue(true)
    }
}
