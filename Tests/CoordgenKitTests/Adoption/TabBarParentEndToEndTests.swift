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
        let app = try ExistingApps.copy("TabBarParentPlain")
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        return (app, try Project.load(app.appendingPathComponent(Project.configFileName)).appShape)
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
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        // A Swift 5 app, checked at both of its checking levels.
        for settings in [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete)] {
            do {
                _ = try SwiftCompiler.typeCheck(
                    appSources: ExistingApps.swiftFilesOf(app, under: appFolder), moduleName: shape.module, settings: settings,
                    deploymentTarget: shape.project.deploymentTarget)
            } catch let failure as SwiftCompiler.Failure {
                XCTFail("\(settings):\n\(failure.errors.map(\.description).joined(separator: "\n"))")
            }
        }
        // Existing files only gained lines.
        for (path, data) in original.files where !path.hasSuffix("/") {
            let after = try XCTUnwrap(TreeSnapshot(app).files[path], path)
            var remaining = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)[...]
            for line in String(decoding: after, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            where remaining.first == line {
                remaining = remaining.dropFirst()
            }
            XCTAssertTrue(remaining.isEmpty, "\(path) lost or changed lines: \(remaining.prefix(3))")
        }
    }

    func testRemovingTheNewTabGivesBackEveryByte() throws {
        let (app, _) = try adopted()
        let original = TreeSnapshot(app)
        for arguments in [["new", "coordinator", "Savings", "--parent", "Tabs"], ["remove", "coordinator", "Savings"]] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        XCTAssertEqual(TreeSnapshot(app), original)
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
