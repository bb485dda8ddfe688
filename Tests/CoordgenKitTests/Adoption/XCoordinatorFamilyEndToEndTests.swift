import Foundation
import XCTest

@testable import CoordgenKit

/// Apps written on XCoordinator (a route enum per flow, coordinators subclassing the library's
/// `NavigationCoordinator<Route>`, children made and shown in the parent's `prepareTransition(for:)`),
/// in the fixture `RouteEnumNavigationCoordinators`: adopted without flags, a new flow under the root and
/// a screen in it are written in the library's idiom, every edit only inserts, the app type-checks against
/// the UIKit and XCoordinator stand-ins, and removing the flow gives back every byte.
final class XCoordinatorFamilyEndToEndTests: XCTestCase {
    static let fixture = "RouteEnumNavigationCoordinators"

    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        workspaces = []
        super.tearDown()
    }

    /// A copy of the fixture after `init`, which must succeed without flags; with its output.
    private func adopted() throws -> (app: URL, output: String) {
        let app = try ExistingApps.copy(Self.fixture)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        return (app, result.stdout)
    }

    @discardableResult
    private func run(_ arguments: [String], in app: URL) -> CoordgenBinary.Result {
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        return result
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testInitRecordsTheLibrarysRoutesAndHowParentsShowTheirChildren() throws {
        let (app, output) = try adopted()
        let config = try text(app, Project.configFileName)
        for expected in [
            "name: Coordinator\n", "xcoordinator:\n", "route: '{Name}Route'", "coordinator: NavigationCoordinator",
            "childTransition: present", "childAnimation: .default", "root: AppCoordinator",
        ] {
            XCTAssertTrue(config.contains(expected), "no \(expected) in:\n\(config)")
        }
        // Every decision is explained.
        for expected in [
            "XCoordinator's Coordinator", "AppCoordinator, SettingsCoordinator, WalksCoordinator",
            "route enums named {Name}Route (3 of 3", "shown by .present(child, animation: .default) (2 clauses)",
        ] {
            XCTAssertTrue(output.contains(expected), "no \(expected) in:\n\(output)")
        }
    }

    func testANewFlowAndScreenAreWrittenInTheLibrarysIdiomAndTypeCheck() throws {
        let (app, _) = try adopted()
        let before = TreeSnapshot(app)
        run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        before.assertOnlyGainedLines(in: app, "new coordinator and new screen")

        let coordinator = try text(app, "Kennel/Coordinators/ZebraCoordinator.swift")
        for expected in [
            "import XCoordinator\n", "enum ZebraRoute: Route {\n    case zebra\n    case giraffe\n}",
            "final class ZebraCoordinator: NavigationCoordinator<ZebraRoute> {", "super.init(initialRoute: .zebra)",
            "override func prepareTransition(for route: ZebraRoute) -> NavigationTransition {",
            "        case .zebra:\n            let viewController = ZebraViewController()\n            return .push(viewController)\n",
            "        case .giraffe:\n            let viewController = GiraffeViewController()\n            return .push(viewController)\n",
        ] {
            XCTAssertTrue(coordinator.contains(expected), "no \(expected) in:\n\(coordinator)")
        }
        let parent = try text(app, "Kennel/Coordinators/AppCoordinator.swift")
        XCTAssertTrue(parent.contains("    case settings\n    case zebra\n}"), parent)
        XCTAssertTrue(
            parent.contains(
                "        case .zebra:\n            let coordinator = ZebraCoordinator()\n            return .present(coordinator, animation: .default)\n        }"
            ), parent)
        XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent("Kennel/Screens/GiraffeViewController.swift").path))

        do {
            _ = try SwiftCompiler.typeCheck(
                appSources: ExistingApps.swiftFilesOf(app, under: "Kennel"), moduleName: "Kennel", swiftVersion: 5,
                frameworks: .xcoordinator, deploymentTarget: "15.0")
        } catch let failure as SwiftCompiler.Failure {
            XCTFail(failure.errors.map(\.description).joined(separator: "\n"))
        }
    }

    func testRemovingANewFlowGivesBackEveryByte() throws {
        let (app, _) = try adopted()
        let before = TreeSnapshot(app)
        run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(TreeSnapshot(app), before)
        // With a screen of its own, the screen goes with it.
        run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    func testRemovingANewScreenGivesBackEveryByte() throws {
        let (app, _) = try adopted()
        let before = TreeSnapshot(app)
        run(["new", "screen", "Giraffe", "--coordinator", "Walks"], in: app)
        run(["remove", "screen", "Giraffe", "--coordinator", "Walks"], in: app)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    func testAFlowWithoutAParentIsWrittenAndTheParentNextStepTeachesTheFlag() throws {
        let (app, _) = try adopted()
        let result = run(["new", "coordinator", "Zebra"], in: app)
        XCTAssertTrue(result.stdout.contains("--parent App"), result.stdout)
        XCTAssertFalse(try text(app, "Kennel/Coordinators/AppCoordinator.swift").contains("zebra"))
    }
}
