import Foundation
import XCTest

@testable import CoordgenKit

/// Apps whose navigation stack is a type of their own, not a `UINavigationController`
/// (`AppNavigationController: UIViewController` wrapping one, with `pushViewController(_:animated:)` and
/// `popViewController(animated:)` but no `popToViewController(_:animated:)`): a new flow calls only what
/// that type has — its close pops its screen — and `init` says so. Before, the new flow called
/// `popToViewController`, a new compile error. The app type-checks in Swift 5 and 6, existing files only
/// gain lines, `remove` gives back every byte.
final class OwnNavigationStackWrapperEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    func testANewFlowCallsOnlyWhatTheAppsStackHasAndTypeChecks() throws {
        let (app, shape, output) = try ExistingApps.adopted("OwnNavigationStackWrapper", into: &workspaces)
        XCTAssertEqual(shape.protocol.navigation?.popsToScreen, false)
        XCTAssertTrue(
            output.contains(
                "AppNavigationController is the app's own type, not a UINavigationController, and declares popViewController(animated:) but no popToViewController(_:animated:): a new flow's close pops its screen (shape.navigation.popsToScreen)"
            ), output)
        let original = TreeSnapshot(app)
        XCTAssertEqual(CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app).status, 0)
        XCTAssertEqual(CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app).status, 0)
        let flow = try String(contentsOf: app.appendingPathComponent("Ferry/Coordinators/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertFalse(flow.contains("popToViewController"), flow)
        XCTAssertTrue(flow.contains("        navigationController.popViewController(animated: true)\n"), flow)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingANewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("OwnNavigationStackWrapper", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app,
            running: [
                ["new", "coordinator", "Zebra", "--parent", "App"], ["new", "screen", "Giraffe", "--coordinator", "Zebra"],
                ["remove", "screen", "Giraffe", "--coordinator", "Zebra"], ["remove", "coordinator", "Zebra"],
            ])
    }
}
