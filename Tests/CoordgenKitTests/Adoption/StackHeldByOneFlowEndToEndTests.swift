import Foundation
import XCTest

@testable import CoordgenKit

/// A protocol without a navigation controller, where one flow keeps the stack it is handed to itself
/// (`private let navigationController`) and the others hold only the window: a new screen of that flow is
/// pushed onto its own stack, with a note saying so; a screen of a flow that holds only the window finds
/// the stack at the window's root; the app type-checks in Swift 5 and 6, existing files
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

    /// The flow that keeps only the window makes the stack its window's root: its new screen finds the
    /// stack there again (``WindowRootStack``), with a note saying so, and the app type-checks.
    func testAScreenOfAFlowThatKeepsOnlyTheWindowFindsTheStackAtItsRoot() throws {
        let (app, shape, _) = try adopted()
        let original = TreeSnapshot(app)
        let output = run(["new", "screen", "Map", "--coordinator", "Entries"], in: app)
        XCTAssertTrue(
            output.contains(
                "EntriesCoordinator holds none; it shows its screens on the navigation controller it makes the root of `window`, so pushToMap() finds it there"
            ), output)
        let entries = try String(contentsOf: app.appendingPathComponent("Almanac/Coordinators/EntriesCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(entries.contains("window.rootViewController as? UINavigationController"), entries)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try adopted()
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Notes", "--parent", "Entries"], ["remove", "coordinator", "Notes"]])
    }
}
