import XCTest
@testable import Todo

final class AppCoordinatorTests: XCTestCase {
	func testStartShowsTheFirstScreen() {
		XCTAssertTrue(true)
	}
}
