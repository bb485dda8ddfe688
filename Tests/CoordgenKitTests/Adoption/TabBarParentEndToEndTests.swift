import Foundation
import XCTest

@testable import CoordgenKit

/// A plain-family parent that runs a tab bar (`let tabBarController: UITabBarController`) instead of
/// the navigation controller its children are made with: a new child gets a navigation controller of its
/// own, shown as the last tab, and the app type-checks; `remove` gives back every byte; a parent with
/// neither is refused in one line that names the key, and nothing changes.
final class TabBarParentEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape) {
        let adopted = try ExistingApps.adopted("TabBarParentPlain", into: &workspaces)
        return (adopted.app, adopted.shape)
    }

    func testANewChildOfATabBarParentIsANewTabAndTypeChecks() throws {
        let (app, shape) = try adopted()
        let original = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "coordinator", "Savings", "--parent", "Tabs"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.output.contains(
                "note: TabsCoordinator runs a tab bar, not a navigation stack: openSavingsCoordinator() starts SavingsCoordinator on a new UINavigationController, shown as the last tab of tabBarController"
            ), result.output)
        XCTAssertEqual(CoordgenBinary.run(["new", "screen", "Receipt", "--coordinator", "Savings"], in: app).status, 0)
        let parent = try String(contentsOf: app.appendingPathComponent("Ledger/Coordinators/TabsCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(
            parent.contains(
                """
                    func openSavingsCoordinator() {
                        let navigationController = UINavigationController()
                        let coordinator = SavingsCoordinator(navigationController: navigationController)
                        childCoordinators.append(coordinator)
                        coordinator.start()
                        tabBarController.viewControllers = (tabBarController.viewControllers ?? []) + [navigationController]
                    }
                """), parent)
        // A Swift 5 app, checked at both of its checking levels.
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete)])
        // Existing files only gained lines.
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingTheNewTabGivesBackEveryByte() throws {
        let (app, _) = try adopted()
        ExistingApps.assertGivesBackEveryByte(app, running: [["new", "coordinator", "Savings", "--parent", "Tabs"], ["remove", "coordinator", "Savings"]])
    }

    func testAParentWithNeitherANavigationControllerNorATabBarIsRefusedInOneLine() throws {
        let (app, _) = try adopted()
        try Data(
            """
            import UIKit

            final class LaunchCoordinator: Coordinator {
                var childCoordinators: [Coordinator] = []
                let title: String

                init(title: String) {
                    self.title = title
                }

                func start() {}
            }

            """.utf8
        ).write(to: app.appendingPathComponent("Ledger/Coordinators/LaunchCoordinator.swift"))
        let before = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "coordinator", "Savings", "--parent", "Launch"], in: app)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertEqual(result.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(
            result.stderr.contains(
                "LaunchCoordinator has no `navigationController` to start SavingsCoordinator on, nor a tab bar controller or window to show it in"),
            result.stderr)
        XCTAssertTrue(result.stderr.contains("(shape.navigation in .coordgen.yml)"), result.stderr)
        XCTAssertEqual(TreeSnapshot(app), before)
    }
}
