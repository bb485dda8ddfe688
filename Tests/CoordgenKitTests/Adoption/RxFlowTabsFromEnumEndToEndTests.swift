import Foundation
import XCTest

@testable import CoordgenKit

/// An RxFlow tab flow that makes its tabs from an enum (`navigate(to:)` returns flows for
/// `MainTab.allCases`, made by `flow(for:)`'s switch over the tabs) rather than switching over its
/// steps: a new flow under it is a tab, which the RxFlow family does not write. The refusal says so in
/// one line and names the `--like` that adds the flow as a tab; that `--like` adds a case to the enum and
/// a clause to the switch.
final class RxFlowTabsFromEnumEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    func testANewFlowUnderTheTabFlowIsRefusedNamingTheTabItCanBeMadeLike() throws {
        let (app, _, _) = try ExistingApps.adopted("RxFlowTabsFromEnumAllCases", into: &workspaces)
        let before = TreeSnapshot(app)
        let refused = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "AppFlow"], in: app)
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertEqual(refused.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, refused.stderr)
        XCTAssertTrue(
            refused.stderr.contains(
                "AppFlow makes its tabs from enum MainTab (navigate(to:) goes over MainTab.allCases, and flow(for:) switches over them to make BirdsFlow, NestsFlow) instead of switching over steps, so the RxFlow family adds no step to it: make Zebra a tab like Birds with `coordgen new coordinator Zebra --like Birds` (a case of MainTab and a clause of flow(for:))"
            ), refused.stderr)
        XCTAssertEqual(TreeSnapshot(app), before, "a refusal changes nothing")
    }

    func testTheLikeItNamesAddsTheFlowAsATab() throws {
        let (app, _, _) = try ExistingApps.adopted("RxFlowTabsFromEnumAllCases", into: &workspaces)
        let original = TreeSnapshot(app)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--like", "Birds"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        let tabs = try String(contentsOf: app.appendingPathComponent("Aviary/Flows/MainTab.swift"), encoding: .utf8)
        XCTAssertTrue(tabs.contains("case zebra"), tabs)
        let appFlow = try String(contentsOf: app.appendingPathComponent("Aviary/Flows/AppFlow.swift"), encoding: .utf8)
        XCTAssertTrue(appFlow.contains("flow = makeFlow(ZebraFlow.self)"), appFlow)
        original.assertOnlyGainedLines(in: app)
    }
}
