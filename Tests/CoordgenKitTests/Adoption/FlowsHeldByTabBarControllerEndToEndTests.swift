import Foundation
import XCTest

@testable import CoordgenKit

/// Apps whose coordinator protocol keeps no children (no `childCoordinators`, no `addChild`), whose
/// flows are held as stored properties of a tab bar controller and start no flow themselves: `--parent`
/// names a tab's coordinator, which then holds the new flow in a property of its own
/// (`private var zebraCoordinator: ZebraCoordinator?`), as the app holds its flows, and says so. The app
/// type-checks in Swift 5 and 6, existing files only gain lines, `remove` gives back every byte.
final class FlowsHeldByTabBarControllerEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testInitRecordsNoChildrenCollection() throws {
        let (_, shape, _) = try ExistingApps.adopted("FlowsHeldByTabBarController", into: &workspaces)
        XCTAssertNil(shape.protocol.children)
        XCTAssertEqual(shape.protocol.navigation?.name, "navigationController")
        XCTAssertEqual(shape.protocol.finish.kind, FinishMechanism.Kind.none)
    }

    func testATabsCoordinatorHoldsTheNewFlowInAPropertyOfItsOwnAndTheAppTypeChecks() throws {
        let (app, shape, _) = try ExistingApps.adopted("FlowsHeldByTabBarController", into: &workspaces)
        let original = TreeSnapshot(app)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Docks"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        XCTAssertTrue(
            zebra.output.contains(
                "note: DocksCoordinator keeps no children collection (none recorded in shape.children), so it holds ZebraCoordinator in a property of its own, `private var zebraCoordinator: ZebraCoordinator?`, as apps without one keep their flows; DocksCoordinator keeps it until the flow is started again (the app's finish does not tell DocksCoordinator which child ended)"
            ), zebra.output)
        let giraffe = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Boats"], in: app)
        XCTAssertEqual(giraffe.status, 0, giraffe.output)
        let docks = try text(app, "Harbor/Coordinators/DocksCoordinator.swift")
        XCTAssertTrue(
            docks.contains(
                """
                    private(set) var rootViewController: DocksViewController
                    private var zebraCoordinator: ZebraCoordinator?
                """), docks)
        XCTAssertTrue(
            docks.contains(
                """
                        let coordinator = ZebraCoordinator(navigationController: navigationController)
                        zebraCoordinator = coordinator
                        coordinator.start()
                """), docks)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("FlowsHeldByTabBarController", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app,
            running: [
                ["new", "coordinator", "Zebra", "--parent", "Docks"], ["new", "screen", "Giraffe", "--coordinator", "Zebra"],
                ["remove", "coordinator", "Zebra"],
            ])
    }
}
