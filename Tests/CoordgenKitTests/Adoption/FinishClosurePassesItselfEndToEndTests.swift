import Foundation
import XCTest

@testable import CoordgenKit

/// Apps whose protocol declares a finish closure passing a coordinator (`var onComplete: ((Coordinator)
/// -> Void)? { get set }`) that no coordinator calls yet and no parent reads: a new flow is a
/// Coordinator, so it passes `self` when it ends; `init` records it and says why, and the flow is made
/// under the root that keeps its tabs' flows in an array (it conforms to nothing).
final class FinishClosurePassesItselfEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    func testInitRecordsSelfAsWhatANewFlowPasses() throws {
        let (_, shape, output) = try ExistingApps.adopted("FinishClosurePassesItself", into: &workspaces)
        XCTAssertEqual(shape.protocol.finish.closureArguments, ["self"])
        XCTAssertTrue(
            output.contains(
                "a new flow passes self to onComplete when it ends: no coordinator calls it yet, but it passes a Coordinator, as every new flow is: the finished coordinator itself (no parent reads it yet)"
            ), output)
    }

    func testANewFlowPassesItselfAndTypeChecks() throws {
        let (app, shape, _) = try ExistingApps.adopted("FinishClosurePassesItself", into: &workspaces)
        let original = TreeSnapshot(app)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "AppCoordinator"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        let file = try String(contentsOf: app.appendingPathComponent("Shelf/Coordinators/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(file.contains("var onComplete: ((Coordinator) -> Void)?"), file)
        XCTAssertTrue(file.contains("onComplete?(self)"), file)
        // The app is not isolated: its own code type-checks in Swift 5 only, as filemanager-like apps do.
        try ExistingApps.assertTypeChecks(app, shape)
        original.assertOnlyGainedLines(in: app)
    }
}
