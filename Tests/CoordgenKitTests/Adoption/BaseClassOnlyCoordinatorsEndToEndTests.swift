import Foundation
import XCTest

@testable import CoordgenKit

/// No coordinator protocol at all: the coordinators share a base class (`Coordinator`, keeping the
/// children and finishing), through a navigation base (`NavigationCoordinator`) and a tab base
/// (`TabBarCoordinator`). `init` records the base every coordinator inherits from and says why; a new
/// flow pushed from a navigation flow subclasses the navigation base, overrides `start()`, is kept with
/// the base's `addChild(_:)` (nothing the base implements is demanded again), a screen is added to it,
/// the app type-checks in Swift 5 and 6, existing files only gain lines, and `remove` gives back every byte.
final class BaseClassOnlyCoordinatorsEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape, String) {
        try ExistingApps.adopted("BaseClassOnlyCoordinators", into: &workspaces)
    }

    private func run(_ arguments: [String], in app: URL) -> String {
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        return result.output
    }

    private func text(_ path: String, in app: URL) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testInitRecordsTheSharedBaseClassAndSaysWhy() throws {
        let (_, shape, output) = try adopted()
        XCTAssertEqual(shape.protocol.name, "Coordinator")
        XCTAssertEqual(shape.protocol.baseClass, "NavigationCoordinator")
        XCTAssertEqual(shape.protocol.navigation?.name, "navigationController")
        XCTAssertEqual(shape.protocol.children?.add, "addChild")
        XCTAssertEqual(shape.protocol.otherRequirements.filter { !$0.contains("start()") }, [])
        XCTAssertTrue(output.contains("the coordinators share the base class Coordinator, which 5 coordinator classes inherit from"), output)
        XCTAssertTrue(output.contains("NavigationCoordinator, TabBarCoordinator"), output)
        XCTAssertFalse(output.contains("no coordinator protocol found"), output)
    }

    func testANewFlowSubclassesTheNavigationBaseAndTypeChecksInSwift5And6() throws {
        let (app, shape, _) = try adopted()
        let original = TreeSnapshot(app)
        run(["new", "coordinator", "Zebra", "--parent", "Lines"], in: app)
        run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        let zebra = try text("Transit/Coordinators/ZebraCoordinator.swift", in: app)
        XCTAssertTrue(zebra.contains("final class ZebraCoordinator: NavigationCoordinator {"), zebra)
        XCTAssertTrue(zebra.contains("override func start() {"), zebra)
        XCTAssertFalse(zebra.contains("var childCoordinators"), zebra)
        XCTAssertFalse(zebra.contains("func addChild"), zebra)
        let lines = try text("Transit/Coordinators/LinesCoordinator.swift", in: app)
        XCTAssertTrue(lines.contains("let coordinator = ZebraCoordinator(navigationController: navigationController)"), lines)
        XCTAssertTrue(lines.contains("addChild(coordinator)"), lines)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try adopted()
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Zebra", "--parent", "Lines"], ["remove", "coordinator", "Zebra"]])
    }

    func testRenameRenamesTheNewFlow() throws {
        let (app, _, _) = try adopted()
        run(["new", "coordinator", "Zebra", "--parent", "Lines"], in: app)
        run(["rename", "coordinator", "Zebra", "Okapi"], in: app)
        let lines = try text("Transit/Coordinators/LinesCoordinator.swift", in: app)
        XCTAssertTrue(lines.contains("OkapiCoordinator(navigationController: navigationController)"), lines)
    }
}
