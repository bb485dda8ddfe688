import Foundation
import XCTest

@testable import CoordgenKit

/// A protocol whose `start` takes an argument (`func start(animated: Bool)`, with `start()` in a
/// protocol extension), flows that implement it on a base class that holds their stack, and parents
/// that start children with `child.start(animated: true)`: `init` records how flows start instead of
/// leaving the requirement unwritten, a new flow implements `start(animated:)` and its parent starts it
/// as it starts the others, a parent that inherits what the initialiser takes passes it, the app
/// type-checks in Swift 5 and 6, existing files only gain lines, and `remove` gives back every byte.
final class AnimatedStartRequirementEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape, String) {
        try ExistingApps.adopted("AnimatedStartRequirement", into: &workspaces)
    }

    private func run(_ arguments: [String], in app: URL) -> String {
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        return result.output
    }

    private func text(_ path: String, in app: URL) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testInitRecordsHowFlowsStart() throws {
        let (_, shape, output) = try adopted()
        let start = try XCTUnwrap(shape.protocol.optionStart, output)
        XCTAssertEqual(start.label, "animated")
        XCTAssertEqual(start.type, "Bool")
        XCTAssertEqual(start.argument, "true")
        XCTAssertFalse(shape.protocol.otherRequirements.contains("func start(animated: Bool)"), "\(shape.protocol.otherRequirements)")
        XCTAssertTrue(output.contains("parents start a child with start(animated: true)"), output)
    }

    func testANewFlowStartsLikeItsSiblingsAndTypeChecksInSwift5And6() throws {
        let (app, shape, _) = try adopted()
        let original = TreeSnapshot(app)
        run(["new", "coordinator", "Pear", "--parent", "Trees"], in: app)
        // The root inherits `services` (a requirement of the protocol) and runs a tab bar: the new flow
        // gets a navigation controller of its own, shown as a new tab.
        run(["new", "coordinator", "Plum", "--parent", "Tabs"], in: app)
        // A flow on the base class that holds the stack shows the screen on it.
        run(["new", "screen", "Ladder", "--coordinator", "Harvest"], in: app)
        let pear = try text("Orchard/Coordinators/PearCoordinator.swift", in: app)
        XCTAssertTrue(pear.contains("    func start(animated: Bool) {"), pear)
        XCTAssertFalse(pear.contains("override func start"), pear)
        let trees = try text("Orchard/Coordinators/TreesCoordinator.swift", in: app)
        XCTAssertTrue(trees.contains("coordinator.start(animated: true)"), trees)
        let tabs = try text("Orchard/Coordinators/TabsCoordinator.swift", in: app)
        XCTAssertTrue(tabs.contains("PlumCoordinator(navigationController: navigationController, services: services)"), tabs)
        XCTAssertTrue(tabs.contains("tabBarController.viewControllers = (tabBarController.viewControllers ?? []) + [navigationController]"), tabs)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try adopted()
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Pear", "--parent", "Trees"], ["remove", "coordinator", "Pear"]])
    }
}
