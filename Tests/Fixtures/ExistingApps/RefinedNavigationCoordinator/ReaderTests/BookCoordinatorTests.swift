import XCTest
@testable import Reader

final class BookCoordinatorTests: XCTestCase {
    func testStartPushesTheBook() {}
}
