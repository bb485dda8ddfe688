import XCTest

@testable import CoordgenKit

/// The targets `coordgen init` records under `project:` decide where new files go when the project
/// file alone cannot.
final class XcodeTargetChoiceTests: XCTestCase {
    func testTheChoiceComesFromTheRecordedProjectFacts() {
        var config = ProjectConfig(
            name: "Hotel", style: .default, organization: nil, bundleId: nil,
            paths: ProjectLayout.defaultPaths(projectName: "Hotel"))
        XCTAssertEqual(XcodeTargetChoice(recordedIn: config), XcodeTargetChoice())
        config.project = ProjectFacts(kind: .xcodeproj, file: "Hotel.xcodeproj", appTarget: "Hotel Dev", testTarget: "HotelTests")
        XCTAssertEqual(XcodeTargetChoice(recordedIn: config), XcodeTargetChoice(appTarget: "Hotel Dev", testTarget: "HotelTests"))
    }
}
