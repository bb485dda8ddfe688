import Foundation
import XCTest

@testable import CoordgenKit

/// The read-only summary `coordgen init` uses.
final class XcodeProjectSummaryTests: XCTestCase {
    func testMixedProject() throws {
        let xcodeproj = ClassicProjectFixture.folder.appendingPathComponent("objectVersion-70/Hotel.xcodeproj")
        let summary = try XcodeProjectSummary.read(xcodeproj: xcodeproj)
        XCTAssertEqual(summary.objectVersion, 70)
        XCTAssertEqual(summary.targets.map(\.name), ["Hotel", "HotelTests", "HotelUITests", "HotelWidget", "HotelKit"])
        let app = try XCTUnwrap(summary.targets.first)
        XCTAssertEqual(app.productType, "com.apple.product-type.application")
        XCTAssertEqual(app.sources, .groups(["../Shared", "Hotel/App", "Hotel/Coordinators", "Hotel/Screens"]))
        XCTAssertEqual(app.settings.map(\.configuration), ["Debug", "Release"])
        XCTAssertEqual(app.settings.first?.productName, "$(TARGET_NAME)")
        XCTAssertEqual(app.settings.first?.swiftVersion, "5.0")
        XCTAssertEqual(app.settings.first?.deploymentTarget, "15.0", "inherited from the project")
        XCTAssertNil(app.testedTarget)
        let tests = summary.targets[1]
        XCTAssertEqual(tests.sources, .synchronizedFolders(["HotelTests"]))
        XCTAssertEqual(tests.testedTarget, "Hotel")
        XCTAssertEqual(summary.targets[2].testedTarget, "Hotel", "UI tests depend on the app")
        XCTAssertEqual(summary.targets[4].settings.first?.productModuleName, "HotelKit")
    }

    func testGeneratedProject() throws {
        let sample = try SampleProject()
        defer { sample.remove() }
        let summary = try XcodeProjectSummary.read(xcodeproj: sample.root.appendingPathComponent("Hotel.xcodeproj"))
        XCTAssertEqual(summary.objectVersion, 77)
        XCTAssertEqual(summary.targets.map(\.sources), [.synchronizedFolders(["Hotel"]), .synchronizedFolders(["HotelTests"])])
        XCTAssertEqual(summary.targets.first?.settings.first?.deploymentTarget, "16.0")
        XCTAssertEqual(summary.targets.last?.testedTarget, "Hotel")
    }

    func testGeneratedProjectIsWrittenAsXcodeWritesIt() throws {
        let sample = try SampleProject()
        defer { sample.remove() }
        let text = try String(contentsOf: sample.root.appendingPathComponent("Hotel.xcodeproj/project.pbxproj"), encoding: .utf8)
        let references = text.split(separator: "\n").filter { $0.contains("isa = PBXFileReference") }
        XCTAssertEqual(references.count, 2)
        for line in references {
            XCTAssertTrue(line.hasPrefix("\t\t") && line.hasSuffix("sourceTree = BUILT_PRODUCTS_DIR; };"), String(line))
        }
        XCTAssertNotNil(text.range(of: #"TestTargetID = [0-9A-F]{24};\n"#, options: .regularExpression), "no comment after TestTargetID")
        XCTAssertNoThrow(try PBXDocument(bytes: Array(text.utf8), name: "Hotel"))
    }
}
