import Foundation
import XCTest

@testable import CoordgenKit

/// Apps where no coordinator is made at launch: screens make the top-level flows, each a different
/// screen (`CounterViewController` makes and keeps `OrdersCoordinator`, `MenuViewController` makes
/// `RecipesCoordinator`), and flows hold their children in properties. There is no single root, and
/// `init` records none instead of asking for one it would have to invent; `--parent` names whichever
/// coordinator the user means. The app type-checks in Swift 5 and 6, existing files only gain lines,
/// `remove` gives back every byte. (Where nothing makes a coordinator, the root stays a question: NoRoot.)
final class FlowsStartedByScreensEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    func testInitRecordsNoRootAndSaysWhichScreensMakeTheFlows() throws {
        let (_, shape, output) = try ExistingApps.adopted("FlowsStartedByScreens", into: &workspaces)
        XCTAssertEqual(shape.naming.root, "")
        XCTAssertTrue(
            output.contains(
                "root:        none: no coordinator is created at launch or named App…, Main… or Root…; types outside the coordinators make OrdersCoordinator (in CounterViewController), RecipesCoordinator (in MenuViewController), each a root of its own (--parent names any coordinator; --root records one as naming.root)"
            ), output)
        XCTAssertTrue(output.contains("coordgen new coordinator <Name> --parent <Coordinator>"), output)
    }

    func testNewFlowsUnderAnyCoordinatorTypeCheck() throws {
        let (app, shape, _) = try ExistingApps.adopted("FlowsStartedByScreens", into: &workspaces)
        let original = TreeSnapshot(app)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Orders"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        let yak = CoordgenBinary.run(["new", "coordinator", "Yak", "--parent", "Recipes"], in: app)
        XCTAssertEqual(yak.status, 0, yak.output)
        let giraffe = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Recipes"], in: app)
        XCTAssertEqual(giraffe.status, 0, giraffe.output)
        let orders = try String(contentsOf: app.appendingPathComponent("Bakery/Coordinators/OrdersCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(orders.contains("private var zebraCoordinator: ZebraCoordinator?"), orders)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingANewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("FlowsStartedByScreens", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app,
            running: [
                ["new", "coordinator", "Zebra", "--parent", "Orders"], ["new", "screen", "Giraffe", "--coordinator", "Zebra"],
                ["remove", "screen", "Giraffe", "--coordinator", "Zebra"], ["remove", "coordinator", "Zebra"],
            ])
    }
}
