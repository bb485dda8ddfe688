import XCTest

@testable import CoordgenKit

/// The uikit style's output over the golden scenario, compared with the files under `Golden/uikit/`
/// (re-record with `COORDGEN_RECORD=1 swift test --filter GoldenTests`).
final class UIKitGoldenTests: XCTestCase {
    func testUIKitScenarioMatchesGoldenFiles() throws {
        let sample = try SampleProject.fullScenario()
        defer { sample.remove() }
        XCTAssertEqual(sample.steps.count, 6)
        for step in sample.steps {
            XCTAssertFalse(step.files.isEmpty, step.name)
            try GoldenTree.assertMatches(step.files, named: "uikit/\(step.name)")
        }
    }

    /// The screen `new screen Details` writes in an app adopted with `init` whose deployment target is
    /// iOS 13: a target-action Done button (see `UIKitDeploymentTargetTests`).
    func testScreenOfAnIOS13AppMatchesGoldenFile() throws {
        let screen = try UIKitDeploymentTargetTests.screen(deploymentTarget: "13.0")
        try GoldenTree.assertMatches(["Hotel/Screens/DetailsViewController.swift": screen], named: "uikit/ios13-screen")
    }

    func testInfoPlistIsWrittenThroughTheLibXML2Writer() throws {
        let sample = try SampleProject()
        defer { sample.remove() }
        let plist = try XCTUnwrap(sample.steps.first?.files["Hotel/Info.plist"])
        XCTAssertEqual(plist, try PropertyListWriter().xmlString(for: AppInfoPlist.propertyList()))
        XCTAssertEqual(
            sample.steps.first?.files.keys.filter { $0.hasSuffix(".plist") && !$0.contains(".xcodeproj/") }, ["Hotel/Info.plist"])
        XCTAssertTrue(plist.contains("<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>"))
        XCTAssertFalse(plist.contains("Storyboard"))
    }
}
