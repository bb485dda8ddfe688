import Foundation
import XCTest

@testable import CoordgenKit

/// A flow made like another that nothing the app runs would make is never reported as wired
/// (`coordgen tree` shows it): the root holds its flows in lazy properties and starts one of them by
/// state, so a copy gets a property nothing reads. `--parent` asked for a flow the parent starts and
/// is refused, naming the `--like` that writes the copy anyway; `--like` writes it and says that
/// nothing starts it yet and where the example is started. The copy's files also hold the helpers
/// copied with it (`enum ZebraActions`, `private enum Constants`), and `remove` takes it all back.
final class UnstartedCopyEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    func testAParentThatWouldNotStartTheCopyIsRefusedNamingLike() throws {
        let (app, _, _) = try ExistingApps.adopted("FlowsHeldInLazyPropertiesChosenInStart", into: &workspaces)
        let before = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertNotEqual(result.status, 0, result.output)
        XCTAssertFalse(result.output.contains("`coordgen tree` shows ZebraCoordinator"), result.output)
        XCTAssertTrue(result.output.contains("nothing in AppCoordinator would start ZebraCoordinator, made like SignIn"), result.output)
        XCTAssertTrue(result.output.contains("nothing the app runs calls or reads AppCoordinator.zebraCoordinator"), result.output)
        XCTAssertTrue(result.output.contains("`coordgen new coordinator Zebra --like SignIn`"), result.output)
        XCTAssertEqual(result.output.split(separator: "\n").count, 1, result.output)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    func testALikeCopyNothingStartsSaysSoAndRemoveTakesItBack() throws {
        let (app, shape, _) = try ExistingApps.adopted("FlowsHeldInLazyPropertiesChosenInStart", into: &workspaces)
        let before = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra", "--like", "SignIn"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertFalse(result.output.contains("`coordgen tree` shows"), result.output)
        XCTAssertTrue(
            result.stdout.contains(
                "Next:\n  nothing starts ZebraCoordinator yet: nothing the app runs calls or reads AppCoordinator.zebraCoordinator, which coordgen copied to make it; use AppCoordinator.zebraCoordinator where SignInCoordinator is started (AppCoordinator.start()), beside it\n"
            ), result.stdout)
        let coordinator = try String(contentsOf: app.appendingPathComponent("Ferry/Coordinators/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(coordinator.contains("enum ZebraActions {"), coordinator)
        let screen = try String(contentsOf: app.appendingPathComponent("Ferry/Screens/ZebraViewController.swift"), encoding: .utf8)
        XCTAssertTrue(screen.contains("private enum Constants {"), screen)
        before.assertOnlyGainedLines(in: app, "new coordinator --like")
        try ExistingApps.assertTypeChecks(app, shape)

        let removal = CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(removal.status, 0, removal.output)
        XCTAssertEqual(TreeSnapshot(app), before, removal.output)
    }
}
