import Foundation
import XCTest

@testable import CoordgenKit

/// Apps whose first flow holds the window, not a navigation controller: its `start()` makes a
/// navigation controller the window's root and its methods find it there again (`guard let
/// navigationController = window.rootViewController as? UINavigationController`). A new screen of that
/// flow finds its stack the same way and is pushed (or presented) on it, and coordgen says so. The app
/// type-checks in Swift 5 and 6, existing files only gain lines, `remove` gives back every byte.
final class StackFoundInWindowRootEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testAScreenOfAFlowHoldingTheWindowIsShownOnTheStackAtTheWindowsRoot() throws {
        let (app, shape, _) = try ExistingApps.adopted("StackFoundInWindowRoot", into: &workspaces)
        XCTAssertNil(shape.protocol.navigation, "the protocol declares no navigation controller")
        let original = TreeSnapshot(app)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        let giraffe = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Seasons"], in: app)
        XCTAssertEqual(giraffe.status, 0, giraffe.output)
        XCTAssertTrue(
            giraffe.output.contains(
                "note: Coordinator declares no navigation controller and SeasonsCoordinator holds none; it shows its screens on the navigation controller it makes the root of `window`, so pushToGiraffe() finds it there the same way and shows Giraffe on it"
            ), giraffe.output)
        let seasons = try text(app, "Almanac/Coordinators/SeasonsCoordinator.swift")
        XCTAssertTrue(
            seasons.contains(
                """
                    func pushToGiraffe() {
                        guard let navigationController = window.rootViewController as? UINavigationController else { return }
                        let viewController = GiraffeViewController()
                        viewController.onFinish = { [weak navigationController] in
                            navigationController?.popViewController(animated: true)
                        }
                        navigationController.pushViewController(viewController, animated: true)
                    }
                """), seasons)
        let ibis = CoordgenBinary.run(["new", "screen", "Ibis", "--coordinator", "Seasons", "--present"], in: app)
        XCTAssertEqual(ibis.status, 0, ibis.output)
        XCTAssertTrue(try text(app, "Almanac/Coordinators/SeasonsCoordinator.swift").contains("navigationController.present(viewController, animated: true)"))
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testAFlowHoldingAWindowItNeverShowsAStackInIsStillRefusedInOneLine() throws {
        let (app, _, _) = try ExistingApps.adopted("StackFoundInWindowRoot", into: &workspaces)
        let before = TreeSnapshot(app)
        // AppCoordinator holds the window but never makes a navigation controller its root.
        let refused = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "App"], in: app)
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertEqual(refused.output.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").count, 1, refused.output)
        XCTAssertTrue(refused.output.contains("nor a window whose root it makes a navigation controller"), refused.output)
        XCTAssertEqual(TreeSnapshot(app), before, "a refusal changes nothing")
    }

    func testRemovingTheScreensAndANewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("StackFoundInWindowRoot", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app,
            running: [
                ["new", "coordinator", "Zebra", "--parent", "App"], ["new", "screen", "Giraffe", "--coordinator", "Seasons"],
                ["remove", "screen", "Giraffe", "--coordinator", "Seasons"], ["remove", "coordinator", "Zebra"],
            ])
    }
}
