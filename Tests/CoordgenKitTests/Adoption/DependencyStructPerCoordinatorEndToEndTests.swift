import Foundation
import XCTest

@testable import CoordgenKit

/// An app of the `CoordinatorType` family whose coordinators each declare their own `struct Dependency`
/// (the navigation controller and the app's services), store it as `let dependency: Dependency`, take it
/// in `init(dependency:)` and push through `dependency.navigationController`; the root's `Dependency`
/// holds the window instead, and one flow's holds a value more than its siblings'. `init` records the
/// members the siblings share; a new flow declares that struct, its parent fills it from its own
/// values of the same name (the root: on a new navigation controller made the window's root); a screen
/// goes onto the new flow; the app type-checks in Swift 5 and 6; existing files only gain lines; `rename`
/// renames the nested type's use and `remove` gives back every byte.
final class DependencyStructPerCoordinatorEndToEndTests: XCTestCase {
    private static let fixture = "DependencyStructPerCoordinator"
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape, String) {
        try ExistingApps.adopted(Self.fixture, into: &workspaces)
    }

    private func run(_ arguments: [String], in app: URL) -> String {
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        return result.output
    }

    private func text(_ path: String, in app: URL) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    private func assertTypeChecks(_ app: URL, _ shape: AppShape, file: StaticString = #filePath, line: UInt = #line) throws {
        try ExistingApps.assertTypeChecks(
            app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)], file: file, line: line)
    }

    func testInitRecordsTheMembersEverySiblingsDependencyHolds() throws {
        let (_, shape, output) = try adopted()
        XCTAssertEqual(shape.protocol.navigation?.name, "dependency.navigationController")
        XCTAssertEqual(
            shape.protocol.nestedDependency,
            NestedDependencyShape(
                type: "Dependency",
                members: [
                    .init(name: "navigationController", type: "UINavigationController"), .init(name: "registry", type: "ServiceRegistry"),
                ],
                leftOut: ["startLevel"]))
        XCTAssertTrue(output.contains("left out, as only some flows' Dependency declare them: startLevel"), output)
    }

    func testNewFlowsUnderAFlowAndUnderTheRootWithAScreenTypeCheckAndOnlyInsert() throws {
        let (app, shape, _) = try adopted()
        let original = TreeSnapshot(app)

        let child = run(["new", "coordinator", "Anchor", "--parent", "Docks"], in: app)
        XCTAssertTrue(
            child.contains(
                "note: AnchorCoordinator declares its own struct Dependency with navigationController: UINavigationController, registry: ServiceRegistry, the members every sibling's Dependency holds alike (shape.nestedDependency in .coordgen.yml); left out, as only some flows' Dependency declare them: startLevel"
            ), child)
        XCTAssertTrue(
            child.contains(
                "note: openAnchorCoordinator() fills AnchorCoordinator.Dependency from DocksCoordinator's values of the same name and type: navigationController from dependency.navigationController, registry from dependency.registry"
            ), child)
        let anchor = try text("Harbor/Coordinators/AnchorCoordinator.swift", in: app)
        XCTAssertTrue(
            anchor.contains(
                """
                final class AnchorCoordinator: Coordinator {
                    struct Dependency {
                        let navigationController: UINavigationController
                        let registry: ServiceRegistry
                    }

                """), anchor)
        XCTAssertTrue(anchor.contains("    let dependency: Dependency\n"), anchor)
        XCTAssertTrue(anchor.contains("    init(dependency: Dependency) {\n        self.dependency = dependency\n    }"), anchor)
        XCTAssertTrue(anchor.contains("        dependency.navigationController.pushViewController(viewController, animated: true)"), anchor)
        XCTAssertFalse(anchor.contains("startLevel"), anchor)
        let docks = try text("Harbor/Coordinators/DocksCoordinator.swift", in: app)
        XCTAssertTrue(
            docks.contains(
                "        let coordinator = AnchorCoordinator(dependency: AnchorCoordinator.Dependency(navigationController: dependency.navigationController, registry: dependency.registry))"
            ), docks)

        let underRoot = run(["new", "coordinator", "Ferry", "--parent", "App"], in: app)
        XCTAssertTrue(
            underRoot.contains(
                "note: AppCoordinator holds the window (dependency.window), not a navigation stack: openFerryCoordinator() starts FerryCoordinator on a new UINavigationController, made the root of dependency.window"
            ), underRoot)
        let root = try text("Harbor/Coordinators/AppCoordinator.swift", in: app)
        XCTAssertTrue(
            root.contains(
                """
                    func openFerryCoordinator() {
                        let navigationController = UINavigationController()
                        let coordinator = FerryCoordinator(dependency: FerryCoordinator.Dependency(navigationController: navigationController, registry: dependency.registry))
                        coordinator.finishDelegate = self
                        childCoordinators.append(coordinator)
                        coordinator.start()
                        dependency.window.rootViewController = navigationController
                    }
                """), root)

        // A generated flow is a parent like the others.
        _ = run(["new", "coordinator", "Buoy", "--parent", "Anchor"], in: app)
        XCTAssertTrue(
            try text("Harbor/Coordinators/AnchorCoordinator.swift", in: app).contains(
                "BuoyCoordinator(dependency: BuoyCoordinator.Dependency(navigationController: dependency.navigationController, registry: dependency.registry))"
            ))
        _ = run(["new", "screen", "Mooring", "--coordinator", "Anchor"], in: app)
        XCTAssertTrue(
            try text("Harbor/Coordinators/AnchorCoordinator.swift", in: app).contains(
                "dependency.navigationController.pushViewController(viewController, animated: true)"))
        try assertTypeChecks(app, shape)
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingANewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try adopted()
        let original = TreeSnapshot(app)
        for (flow, parent) in [("Anchor", "Docks"), ("Ferry", "App")] {
            _ = run(["new", "coordinator", flow, "--parent", parent], in: app)
            _ = run(["remove", "coordinator", flow], in: app)
            XCTAssertEqual(TreeSnapshot(app), original, flow)
        }
    }

    func testRenameRenamesTheUseOfTheNestedType() throws {
        let (app, shape, _) = try adopted()
        _ = run(["new", "coordinator", "Anchor", "--parent", "Docks"], in: app)
        _ = run(["rename", "coordinator", "Anchor", "Pier"], in: app)
        let docks = try text("Harbor/Coordinators/DocksCoordinator.swift", in: app)
        XCTAssertTrue(docks.contains("PierCoordinator(dependency: PierCoordinator.Dependency(navigationController:"), docks)
        XCTAssertFalse(docks.contains("Anchor"), docks)
        try assertTypeChecks(app, shape)
    }

    /// A member only some parents have: the parent without it is refused in one line that names the flag
    /// and the key, nothing changes, and the flag then works.
    func testAParentLackingAMemberIsRefusedInOneLineAndAnotherParentWorks() throws {
        let (app, shape, _) = try adopted()
        let config = app.appendingPathComponent(Project.configFileName)
        let recorded = try String(contentsOf: config, encoding: .utf8)
        let leftOut = "    leftOut:\n    - startLevel\n"
        XCTAssertTrue(recorded.contains(leftOut), recorded)
        try recorded.replacingOccurrences(of: leftOut, with: "    - name: startLevel\n      type: Int\n").write(
            to: config, atomically: true, encoding: .utf8)
        let before = TreeSnapshot(app)
        let refused = CoordgenBinary.run(["new", "coordinator", "Anchor", "--parent", "Docks"], in: app)
        XCTAssertEqual(refused.status, 1, refused.output)
        XCTAssertEqual(refused.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("DocksCoordinator has no `startLevel: Int`"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("--parent <Flow>"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("shape.nestedDependency.members"), refused.stderr)
        XCTAssertEqual(TreeSnapshot(app), before)
        _ = run(["new", "coordinator", "Anchor", "--parent", "Tides"], in: app)
        XCTAssertTrue(
            try text("Harbor/Coordinators/TidesCoordinator.swift", in: app).contains(
                "AnchorCoordinator.Dependency(navigationController: dependency.navigationController, registry: dependency.registry, startLevel: dependency.startLevel)"
            ))
        try assertTypeChecks(app, shape)
    }

    /// A presented flow would need a stack of its own, which the struct it is handed does not hold: one
    /// line says so and names the way out, which then works.
    func testAPresentedFlowIsRefusedInOneLineAndThePushedOneWorks() throws {
        let (app, _, _) = try adopted()
        let before = TreeSnapshot(app)
        let refused = CoordgenBinary.run(["new", "coordinator", "Anchor", "--parent", "Docks", "--present"], in: app)
        XCTAssertEqual(refused.status, 1, refused.output)
        XCTAssertEqual(refused.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("start the flow without --present"), refused.stderr)
        XCTAssertEqual(TreeSnapshot(app), before)
        _ = run(["new", "coordinator", "Anchor", "--parent", "Docks"], in: app)
    }
}
