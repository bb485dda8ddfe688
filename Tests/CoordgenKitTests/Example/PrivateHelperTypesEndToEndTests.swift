import Foundation
import XCTest

@testable import CoordgenKit

/// Apps that keep a `private` helper type in each flow's file under one name (`private enum StartChoice`
/// above every coordinator, `private enum Texts` below every screen): a copy made by `--like` carries its
/// own, and two file-private types of one name in two files compile. The duplicate-type check refused
/// the copy ("enum StartChoice is already declared …"); it now refuses only a name the module sees.
/// Fixture `PrivateHelperTypesInFlowFiles`.
final class PrivateHelperTypesEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> URL {
        try ExistingApps.adopted("PrivateHelperTypesInFlowFiles", into: &workspaces).app
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    /// Runs the command, checks that existing files only gained lines, and returns its output.
    private func run(_ arguments: [String], in app: URL, file: StaticString = #filePath, line: UInt = #line) -> String {
        let before = TreeSnapshot(app)
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, result.output, file: file, line: line)
        XCTAssertTrue(before.onlyGainedLines(in: TreeSnapshot(app)), "an existing line changed:\n\(result.output)", file: file, line: line)
        return result.output
    }

    func testAFlowCopiedWithItsPrivateHelperCompiles() throws {
        let app = try adopted()
        _ = run(["new", "coordinator", "Zebra", "--like", "Settings"], in: app)
        XCTAssertTrue(try text(app, "Shop/Coordinators/ZebraCoordinator.swift").contains("private enum StartChoice {"))
        _ = run(["new", "screen", "Giraffe", "--coordinator", "Home", "--like", "Home"], in: app)
        XCTAssertTrue(try text(app, "Shop/Screens/GiraffeViewController.swift").contains("private enum Texts {"))
        // The app's coordinators are not main-actor isolated: it compiles in Swift 5's modes, as the copy must.
        try ExistingApps.assertTypeChecks(
            app, try Project.load(app.appendingPathComponent(Project.configFileName)).appShape,
            in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete)])
    }
}
