import XCTest

@testable import CoordgenKit

/// Where the doctor reads the app's language mode: the project file, else what `init` recorded.
final class AppSwiftModeTests: XCTestCase {
    func testTheRecordedModeStandsInWhereNoProjectFileNamesOne() {
        let recorded = AppSwiftMode.unknown.orRecorded("5", in: "project.yml")
        XCTAssertEqual(recorded.major, 5)
        XCTAssertEqual(recorded.source, ".coordgen.yml: project.swiftVersion = 5, read from project.yml by init")
        XCTAssertEqual(AppSwiftMode.unknown.orRecorded("6.0", in: nil).major, 6)
    }

    func testAProjectFilesModeWinsAndNothingRecordedChangesNothing() {
        let read = AppSwiftMode(major: 6, source: "Hotel.xcodeproj: SWIFT_VERSION = 6.0")
        XCTAssertEqual(read.orRecorded("5", in: "project.yml"), read)
        XCTAssertEqual(AppSwiftMode.unknown.orRecorded(nil, in: "project.yml"), .unknown)
        XCTAssertEqual(AppSwiftMode.unknown.orRecorded("latest", in: "project.yml"), .unknown)
    }
}
