import Foundation
import XCTest

@testable import CoordgenKit

/// A tab bar controller that makes one coordinator per tab, with no coordinator above them and none
/// created at launch: `init` records no root instead of asking for one, `--parent` names whichever tab
/// coordinator the user means, the app type-checks in Swift 5 and 6, existing files only gain lines, and
/// `remove` gives back every byte.
final class TabBarControllerMadeRootsEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape, String) {
        try ExistingApps.adopted("TabBarControllerMadeRoots", into: &workspaces)
    }

    private func run(_ arguments: [String], in app: URL) -> String {
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        return result.output
    }

    func testInitRecordsNoRootAndSaysWhoMakesTheTabs() throws {
        let (_, shape, output) = try adopted()
        XCTAssertEqual(shape.naming.root, "")
        XCTAssertTrue(
            output.contains(
                "TransitTabBarController makes StationsCoordinator, TicketsCoordinator, each a root of its own (--parent names any coordinator; --root records one as naming.root)"
            ), output)
        XCTAssertTrue(output.contains("coordgen new coordinator <Name> --parent <Coordinator>"), output)
    }

    func testAFlowUnderATabCoordinatorTypeChecksInSwift5And6() throws {
        let (app, shape, _) = try adopted()
        let original = TreeSnapshot(app)
        run(["new", "coordinator", "Fares", "--parent", "Tickets"], in: app)
        run(["new", "screen", "Platform", "--coordinator", "Stations"], in: app)
        run(["new", "screen", "Zone", "--coordinator", "Fares"], in: app)
        let tickets = try String(contentsOf: app.appendingPathComponent("Transit/Coordinators/TicketsCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(tickets.contains("let coordinator = FaresCoordinator(navigationController: navigationController)"), tickets)
        // Without --parent, the hint names no empty root.
        let alone = run(["new", "coordinator", "Lines"], in: app)
        XCTAssertTrue(alone.contains("--parent <Coordinator>"), alone)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try adopted()
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Fares", "--parent", "Tickets"], ["remove", "coordinator", "Fares"]])
    }
}
