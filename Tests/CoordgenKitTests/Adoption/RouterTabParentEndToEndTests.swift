import Foundation
import XCTest

@testable import CoordgenKit

/// Router apps whose flows never end, under a tab coordinator that holds no router (its tab bar hands
/// each tab flow the navigation controller it runs on), and a plain app whose launch code takes a
/// shortcut into the root's tree: `init` without flags, a new flow, a screen, the app type-checked,
/// existing files only gaining lines, and `remove coordinator` giving back every byte.
final class RouterTabParentEndToEndTests: XCTestCase {
    private let fixture = "RouterTabFlowsWithoutFinish"
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted(_ name: String, _ arguments: [String] = []) throws -> (URL, AppShape, String) {
        let app = try ExistingApps.copy(name)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"] + arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(name): \(result.output)")
        return (app, try Project.load(app.appendingPathComponent(Project.configFileName)).appShape, result.stdout)
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    @discardableResult
    private func run(_ arguments: [String], in app: URL) -> CoordgenBinary.Result {
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        return result
    }

    /// The new flow and a screen, existing files only gaining lines, no compile error in Swift 5 mode.
    private func assertGenerates(_ name: String, parent: String, screenIn flow: String, line: UInt = #line) throws {
        let (app, shape, _) = try adopted(name)
        let snapshot = TreeSnapshot(app)
        run(["new", "coordinator", "Zebra", "--parent", parent], in: app)
        run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        run(["new", "screen", "Okapi", "--coordinator", flow], in: app)
        XCTAssertTrue(snapshot.onlyGainedLines(in: TreeSnapshot(app)), "\(name): an existing file lost or changed lines", line: line)
        let errors = ExistingApps.compileErrors(
            of: app, under: try XCTUnwrap(shape.project.appFolder), module: shape.module, settings: LanguageSettings(mode: .swift5Minimal))
        XCTAssertEqual(errors, [], name, line: line)
    }

    /// `remove coordinator Zebra` right after `new coordinator Zebra --parent <parent>` restores every file.
    private func assertRemovalRestores(_ name: String, parent: String, line: UInt = #line) throws {
        let (app, _, _) = try adopted(name)
        let before = TreeSnapshot(app)
        run(["new", "coordinator", "Zebra", "--parent", parent], in: app)
        run(["remove", "coordinator", "Zebra"], in: app)
        let after = TreeSnapshot(app)
        let changed = Set(before.files.keys).union(after.files.keys).sorted().filter { before.files[$0] != after.files[$0] }
        XCTAssertEqual(changed, [], "\(name): not restored byte for byte", line: line)
    }

    /// No flow declares an ending: `init` records a closure each new flow declares itself and says so,
    /// and a new flow under the root declares it and is released through it.
    func testFlowsThatNeverEndGetANewFlowThatEndsThroughItsOwnClosure() throws {
        let (app, shape, report) = try adopted(fixture)
        XCTAssertTrue(try text(app, Project.configFileName).contains("\nstyle: router\n"))
        XCTAssertEqual(
            shape.protocol.finish, FinishMechanism(kind: .closure, property: "finishFlow", closureType: "(() -> Void)?", declaredByFlows: true))
        XCTAssertTrue(report.contains("none: no flow ends (no finish closure, delegate or method); a new flow declares finishFlow"), report)

        run(["new", "coordinator", "Zebra", "--parent", "ApplicationCoordinator"], in: app)
        let coordinator = try text(app, "Harbor/Flows/Zebra/ZebraCoordinator.swift")
        XCTAssertTrue(coordinator.contains("final class ZebraCoordinator: BaseCoordinator {\n    var finishFlow: (() -> Void)?\n"), coordinator)
        XCTAssertTrue(try text(app, "Harbor/Application/ApplicationCoordinator.swift").contains("coordinator.finishFlow = { [weak self, weak coordinator] in"))

        try assertGenerates(fixture, parent: "ApplicationCoordinator", screenIn: "Tides")
        try assertRemovalRestores(fixture, parent: "ApplicationCoordinator")
    }

    /// The tab coordinator holds no router: the new flow's open method takes the navigation controller
    /// its tab hands over, wraps it in the app's router class and starts the flow as that stack's root.
    func testATabParentWithoutARouterRunsTheNewFlowOnTheStackItIsGiven() throws {
        let (app, _, _) = try adopted(fixture)
        let result = run(["new", "coordinator", "Zebra", "--parent", "Dock"], in: app)
        XCTAssertTrue(
            result.stdout.contains(
                "note: DockCoordinator has no `router`, so runZebraFlow(on:) takes the navigation controller the flow runs on and makes its router (RouterImp(rootController: navigationController))"
            ), result.stdout)
        let parent = try text(app, "Harbor/Tabs/DockCoordinator.swift")
        XCTAssertTrue(
            parent.contains(
                """
                    func runZebraFlow(on navigationController: UINavigationController) {
                        let coordinator = coordinatorFactory.makeZebraCoordinator(router: RouterImp(rootController: navigationController))
                """), parent)
        XCTAssertTrue(parent.contains("        coordinator.startAsRoot()\n"), parent)

        try assertGenerates(fixture, parent: "Dock", screenIn: "Moorings")
        try assertRemovalRestores(fixture, parent: "Dock")
    }

    /// A modal flow goes through the parent's router, which a tab coordinator without one lacks: the
    /// refusal names the key and nothing changes.
    func testAModalFlowUnderATabParentWithoutARouterIsRefusedInOneLine() throws {
        let (app, _, _) = try adopted(fixture)
        let before = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Dock", "--present"], in: app)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("DockCoordinator has no property `router`"), result.stderr)
        XCTAssertEqual(TreeSnapshot(app).files, before.files)
    }

    // MARK: A launch shortcut into the root's tree

    /// The launch code creates MainDeckCoordinator or AppCoordinator, both named like a root; AppCoordinator's boarding flow makes
    /// MainDeckCoordinator too, so AppCoordinator is the root and the finding says why. `--root` still
    /// records the other.
    func testTheCoordinatorWhoseTreeMakesTheOtherLaunchedOneIsTheRoot() throws {
        let name = "LaunchShortcutIntoTree"
        let (app, shape, report) = try adopted(name)
        XCTAssertEqual(shape.naming.root, "AppCoordinator")
        XCTAssertTrue(
            report.contains("the launch code also creates MainDeckCoordinator (made by BoardingCoordinator), which AppCoordinator's flows make too"),
            report)
        let snapshot = TreeSnapshot(app)
        run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        XCTAssertTrue(snapshot.onlyGainedLines(in: TreeSnapshot(app)))
        try assertRemovalRestores(name, parent: "App")

        let (_, chosen, _) = try adopted(name, ["--root", "MainDeckCoordinator"])
        XCTAssertEqual(chosen.naming.root, "MainDeckCoordinator")
    }
}
