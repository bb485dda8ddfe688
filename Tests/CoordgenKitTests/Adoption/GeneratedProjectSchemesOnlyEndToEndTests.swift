import Foundation
import XCTest

@testable import CoordgenKit

/// An XcodeGen app that checks in its generated `.xcodeproj`'s shared schemes but not its
/// `project.pbxproj`: `init` reads `project.yml` and says it left the schemes-only folder alone, instead
/// of refusing an unreadable project.
final class GeneratedProjectSchemesOnlyEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    func testInitReadsTheSpecBesideAProjectFolderThatHoldsOnlySchemes() throws {
        let app = try ExistingApps.copy("TabBarControllerMadeRoots")
        workspaces.append(app.deletingLastPathComponent())
        let schemes = app.appendingPathComponent("Transit.xcodeproj/xcshareddata/xcschemes")
        try FileManager.default.createDirectory(at: schemes, withIntermediateDirectories: true)
        try Data("<Scheme version = \"1.7\"></Scheme>\n".utf8).write(to: schemes.appendingPathComponent("Transit.xcscheme"))
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.stdout.contains("project:     xcodegen (Transit.xcodeproj holds no project.pbxproj (a generated project's schemes); not read)"),
            result.stdout)
        let shape = try Project.load(app.appendingPathComponent(Project.configFileName)).appShape
        XCTAssertEqual(shape.project.kind, .xcodegen)
    }
}
