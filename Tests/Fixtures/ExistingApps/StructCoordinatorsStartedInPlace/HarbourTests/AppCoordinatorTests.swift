import XCTest
@testable import Harbour

final class AppCoordinatorTests: XCTestCase {
    func testTheAppStarts() {
        XCTAssertTrue(true)
    }
}
