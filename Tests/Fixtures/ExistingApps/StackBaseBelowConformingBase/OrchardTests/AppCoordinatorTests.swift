import XCTest
@testable import Orchard

final class AppCoordinatorTests: XCTestCase {
    func testTheAppStarts() {
        XCTAssertTrue(true)
    }
}
