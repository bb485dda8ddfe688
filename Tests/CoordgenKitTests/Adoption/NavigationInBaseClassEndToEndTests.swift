import Foundation
import XCTest

@testable import CoordgenKit

/// A protocol without a navigation controller, a base class that keeps the children, and a second base
/// class most flows inherit from that holds the stack (`NavigationCoordinator.navigationController`):
/// `init` records that base class and its stack, a new flow inherits from it and is handed the parent's
/// stack, a root beside the base class shows the new flow as the window's root, the app type-checks in
/// Swift 5 and 6, existing files only gain lines, and `remove` gives back every byte.
final class NavigationInBaseClassEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape, String) {
        try ExistingApps.adopted("NavigationInBaseClass", into: &workspaces)
    }

    private func run(_ arguments: [String], in app: URL) -> String {
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        return result.output
    }

    private func text(_ path: String, in app: URL) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testInitRecordsTheBaseClassThatHoldsTheStack() throws {
        let (_, shape, output) = try adopted()
        XCTAssertEqual(shape.protocol.baseClass, "NavigationCoordinator")
        XCTAssertEqual(shape.protocol.navigation?.name, "navigationController")
        XCTAssertTrue(
            output.contains(
                "base class:  NavigationCoordinator: 2 of 3 coordinators inherit from it, and it holds their UINavigationController in `navigationController`"
            ), output)
        XCTAssertFalse(output.contains("no navigation controller property in Coordinator"), output)
    }

    func testANewFlowInheritsTheStackAndTypeChecksInSwift5And6() throws {
        let (app, shape, _) = try adopted()
        let original = TreeSnapshot(app)
        run(["new", "coordinator", "Ferry", "--parent", "Docks"], in: app)
        run(["new", "screen", "Crane", "--coordinator", "Docks"], in: app)
        run(["new", "screen", "Buoy", "--coordinator", "Ferry"], in: app)
        // The root inherits from the other base class and holds the window, not a stack.
        let root = run(["new", "coordinator", "Pier", "--parent", "App"], in: app)
        XCTAssertTrue(root.contains("AppCoordinator holds the window, not a navigation stack"), root)
        let ferry = try text("Harbor/Coordinators/FerryCoordinator.swift", in: app)
        XCTAssertTrue(ferry.contains("final class FerryCoordinator: NavigationCoordinator {"), ferry)
        XCTAssertTrue(ferry.contains("override func start() {"), ferry)
        XCTAssertFalse(ferry.contains("let navigationController"), ferry)
        let docks = try text("Harbor/Coordinators/DocksCoordinator.swift", in: app)
        XCTAssertTrue(docks.contains("let coordinator = FerryCoordinator(navigationController: navigationController)"), docks)
        XCTAssertTrue(docks.contains("navigationController.pushViewController(viewController, animated: true)"), docks)
        let appCoordinator = try text("Harbor/Coordinators/AppCoordinator.swift", in: app)
        XCTAssertTrue(appCoordinator.contains("window.rootViewController = navigationController"), appCoordinator)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try adopted()
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Ferry", "--parent", "Docks"], ["remove", "coordinator", "Ferry"]])
    }
}
