import CoordgenKit
import XCTest

/// `coordgen init` in a project coordgen made: it finds exactly the built-in shape, so the built-in
/// style is one profile among others, and keeps what the code cannot tell.
final class InitInCoordgenProjectTests: EndToEndTestCase {
    func testInitFindsTheBuiltInShapeAndKeepsTheSettingsTheCodeCannotTell() throws {
        let made = coordgen("new", "project", "Inn", "--organization", "Acme Inc.", in: workspace)
        XCTAssertEqual(made.status, 0, made.output)
        let project = workspace.appendingPathComponent("Inn")
        let before = try Project.load(project.appendingPathComponent(".coordgen.yml"))
        let refused = coordgen("init", in: project)
        XCTAssertEqual(refused.status, 1, "an existing config needs --force: \(refused.output)")

        let result = coordgen("init", "--force", in: project)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.stdout.contains("Kept from the existing .coordgen.yml: organization, bundleId, xcodeproj\n"), result.stdout)
        let after = try Project.load(project.appendingPathComponent(".coordgen.yml"))
        let builtIn = AppShape.builtIn(for: .uikit, projectName: "Inn", testing: before.testingFramework)

        XCTAssertEqual(after.shape, builtIn.protocol)
        XCTAssertEqual(after.naming, builtIn.naming)
        XCTAssertEqual(after.project, builtIn.project)
        XCTAssertEqual(after.format, builtIn.format)
        XCTAssertNil(after.layout)
        XCTAssertEqual(after.appShape, before.appShape, "recording the shape changes nothing a generator reads")
        for key in [\ProjectConfig.organization, \.bundleId, \.xcodeproj, \.header] {
            XCTAssertEqual(after[keyPath: key], before[keyPath: key])
        }
        XCTAssertEqual(after.paths, before.paths)
        XCTAssertTrue(after.header?.contains("Copyright © {{ organization }}") == true, after.header ?? "")
    }
}
