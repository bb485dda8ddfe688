import Foundation
import XCTest

@testable import CoordgenKit

/// Apps whose coordinators each take their own dependencies (`init(navigationController:catalog:
/// supplier:)`, `init(navigationController:schedule:)`, …) and whose protocol requires no initialiser:
/// two flows declaring the same one is not the app's initialiser. A new coordinator takes the parameters
/// most coordinators take (`navigationController`, `catalog`), which its parent has, and `init` says how
/// many coordinators each stands for instead of calling one flow's initialiser everyone's (which then
/// stopped `new coordinator` on a property the parent does not have). The app type-checks in Swift 5
/// and 6, existing files only gain lines, `remove` gives back every byte.
final class FlowsTakeTheirOwnDependenciesEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    func testInitRecordsTheParametersMostCoordinatorsTakeAndSaysHowMany() throws {
        let (_, shape, output) = try ExistingApps.adopted("FlowsTakeTheirOwnDependencies", into: &workspaces)
        XCTAssertEqual(shape.protocol.initializers.map(\.signature), ["init(navigationController: UINavigationController, catalog: Catalog)"])
        XCTAssertTrue(
            output.contains(
                "init(navigationController: UINavigationController, catalog: Catalog) (no initialiser is declared by half of the 5 coordinators; these are the parameters at least half of them take (navigationController: 4, catalog: 3), the rest are each flow's own)"
            ), output)
        XCTAssertFalse(output.contains("every coordinator has it"), output)
    }

    func testANewFlowTakesWhatMostTakeFromItsParentAndTypeChecks() throws {
        let (app, shape, _) = try ExistingApps.adopted("FlowsTakeTheirOwnDependencies", into: &workspaces)
        let original = TreeSnapshot(app)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        let giraffe = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        XCTAssertEqual(giraffe.status, 0, giraffe.output)
        let parent = try String(contentsOf: app.appendingPathComponent("Greenhouse/Coordinators/AppCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(
            parent.contains("let coordinator = ZebraCoordinator(navigationController: navigationController, catalog: catalog)"), parent)
        let flow = try String(contentsOf: app.appendingPathComponent("Greenhouse/Coordinators/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertFalse(flow.contains("supplier"), "what two flows take is theirs")
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingANewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("FlowsTakeTheirOwnDependencies", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app,
            running: [
                ["new", "coordinator", "Zebra", "--parent", "App"], ["new", "screen", "Giraffe", "--coordinator", "Zebra"],
                ["remove", "screen", "Giraffe", "--coordinator", "Zebra"], ["remove", "coordinator", "Zebra"],
            ])
    }
}
