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

    /// `new project` already records the shape init finds, with init's own writer: init's diff changes
    /// the heading, comments, `module`, `testing` and adds `project:` (the facts it reads from the
    /// `.xcodeproj`), but no line of `shape:`, `naming:` or `format:`, which `--force` leaves as they were.
    func testInitFindsTheShapeNewProjectRecordedWordForWord() throws {
        let config = project.appendingPathComponent(".coordgen.yml")
        let written = try String(contentsOf: config, encoding: .utf8)
        let shapeComment = "# The app's coordinator protocol:"
        XCTAssertTrue(written.contains("\n" + shapeComment), written)

        let refused = coordgen("init")
        XCTAssertEqual(refused.status, 1, refused.output)
        let changed = refused.stdout.components(separatedBy: "\n").drop { !$0.hasPrefix("--- a/.coordgen.yml") }.dropFirst(2)
            .filter { $0.hasPrefix("+") || $0.hasPrefix("-") }
        XCTAssertFalse(changed.isEmpty, refused.stdout)
        let shapeLines = Set(written.components(separatedBy: shapeComment)[1].components(separatedBy: "\n").filter { !$0.isEmpty })
        for line in changed {
            XCTAssertFalse(shapeLines.contains(String(line.dropFirst())), "init changes the recorded shape: \(line)\n\(refused.stdout)")
        }

        let result = coordgen("init", "--force")
        XCTAssertEqual(result.status, 0, result.output)
        let recorded = try String(contentsOf: config, encoding: .utf8)
        XCTAssertEqual(
            recorded.components(separatedBy: shapeComment).last, written.components(separatedBy: shapeComment).last,
            "shape:, naming: and format: read back word for word")
        XCTAssertEqual(try Project.load(config).appShape.protocol, AppShape.builtIn(for: .uikit, projectName: "Hotel").protocol)
    }
}
