import Foundation
import XCTest

@testable import CoordgenKit

/// Router apps whose flows each declare an output protocol with a finish closure that passes something
/// back (`var finishFlow: ((String?) -> Void)? { get set }`): a new flow declares its output protocol with
/// the same closure, passes `nil` when it ends, and its parent ignores what it passes, as in the uikit
/// family; where the argument is not optional and the flows pass nothing a new flow can write, the one-line
/// refusal names `shape.finish.closureArguments`, and that key then works. The app type-checks in Swift 5
/// and 6, existing files only gain lines, `remove` gives back every byte.
final class RouterOutputsPassValuesEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    private func editConfig(_ app: URL, replacing old: String, with new: String) throws {
        let url = app.appendingPathComponent(Project.configFileName)
        let config = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(config.contains(old), config)
        try config.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    func testANewRouterFlowDeclaresTheClosurePassesNilAndTheAppTypeChecks() throws {
        let (app, shape, _) = try ExistingApps.adopted("RouterOutputsPassValues", into: &workspaces)
        XCTAssertNotNil(shape.protocol.router)
        XCTAssertEqual(shape.protocol.finish.closureType, "((String?) -> Void)?")
        let original = TreeSnapshot(app)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Application"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        XCTAssertTrue(zebra.output.contains("it passes nil when it ends (its argument being optional), and its parent ignores what it passes"), zebra.output)
        let giraffe = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        XCTAssertEqual(giraffe.status, 0, giraffe.output)
        let created = try XCTUnwrap(
            FileManager.default.subpaths(atPath: app.path)?.first { $0.hasSuffix("ZebraCoordinator.swift") && !$0.contains("Tests") })
        let zebraFile = try text(app, created)
        XCTAssertTrue(zebraFile.contains("var finishFlow: ((String?) -> Void)? { get set }"), zebraFile)
        XCTAssertTrue(zebraFile.contains("finishFlow?(nil)"), zebraFile)
        XCTAssertFalse(zebraFile.contains("finishFlow?()"), zebraFile)
        let root = try text(app, "Bookshelf/Application/ApplicationCoordinator.swift")
        XCTAssertTrue(root.contains("coordinator.finishFlow = { [weak self, weak coordinator] _ in"), root)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testARequiredArgumentIsRefusedInOneLineUntilClosureArgumentsSaysWhatToPass() throws {
        let (app, shape, _) = try ExistingApps.adopted("RouterOutputsPassValues", into: &workspaces)
        try editConfig(app, replacing: "closureType: ((String?) -> Void)?", with: "closureType: ((String) -> Void)?")
        let before = TreeSnapshot(app)
        // Under a parent that starts no flow (under Application, the flow would be made like one it starts).
        let refused = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Books"], in: app)
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertEqual(refused.output.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").count, 1, refused.output)
        XCTAssertTrue(refused.output.contains("record one expression per argument in shape.finish.closureArguments"), refused.output)
        XCTAssertEqual(TreeSnapshot(app), before, "a refusal changes nothing")
        try editConfig(
            app, replacing: "closureType: ((String) -> Void)?", with: "closureType: ((String) -> Void)?\n    closureArguments: ['\"\"']")
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Application"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        XCTAssertTrue(zebra.output.contains("it passes \"\" when it ends (as shape.finish.closureArguments says)"), zebra.output)
        try ExistingApps.assertTypeChecks(app, shape)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("RouterOutputsPassValues", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app,
            running: [
                ["new", "coordinator", "Zebra", "--parent", "Application"], ["new", "screen", "Giraffe", "--coordinator", "Zebra"],
                ["remove", "coordinator", "Zebra"],
            ])
    }
}
