import Foundation
import XCTest

@testable import CoordgenKit

/// A protocol without a navigation controller, where one flow keeps the stack it is handed to itself
/// (`private let navigationController`) and the others hold only the window: a new screen of that flow is
/// pushed onto its own stack, with a note saying so; a screen of a flow that holds no stack is refused in
/// one line that names the key, and nothing changes; the app type-checks in Swift 5 and 6, existing files
/// only gain lines, and `remove` gives back every byte.
final class StackHeldByOneFlowEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape, String) {
        try ExistingApps.adopted("StackHeldByOneFlow", into: &workspaces)
    }

    private func run(_ arguments: [String], in app: URL) -> String {
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        return result.output
    }

    func testAScreenIsPushedOntoTheStackTheFlowHoldsAndTypeChecks() throws {
        let (app, shape, _) = try adopted()
        XCTAssertNil(shape.protocol.navigation)
        let original = TreeSnapshot(app)
        run(["new", "coordinator", "Notes", "--parent", "Entries"], in: app)
        let output = run(["new", "screen", "Photo", "--coordinator", "Entry"], in: app)
        XCTAssertTrue(
            output.contains(
                "note: Coordinator declares no navigation controller; EntryCoordinator holds one in `navigationController`, so pushToPhoto() shows Photo on it"
            ), output)
        let entry = try String(contentsOf: app.appendingPathComponent("Almanac/Coordinators/EntryCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(entry.contains("navigationController.pushViewController(viewController, animated: true)"), entry)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testAScreenOfAFlowThatHoldsNoStackIsRefusedInOneLine() throws {
        let (app, _, _) = try adopted()
        let before = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "screen", "Map", "--coordinator", "Entries"], in: app)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertEqual(result.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(
            result.stderr.contains(
                "EntriesCoordinator holds no navigation controller (no UINavigationController property of its own or of a base class, and Coordinator declares none)"
            ), result.stderr)
        XCTAssertTrue(result.stderr.contains("shape.navigation in .coordgen.yml"), result.stderr)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try adopted()
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Notes", "--parent", "Entries"], ["remove", "coordinator", "Notes"]])
    }
}
