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

    /// The app type-checks against the UIKit and XCoordinator stand-ins in Swift 5 mode, with minimal and
    /// complete checking: XCoordinator's coordinators are nonisolated and make view controllers in
    /// `prepareTransition(for:)`, which Swift 6 mode refuses, with the real library too.
    private func assertTypeChecks(_ app: URL, line: UInt = #line) {
        for mode in [LanguageSettings.Mode.swift5Minimal, .swift5Complete] {
            do {
                _ = try SwiftCompiler.typeCheck(
                    appSources: ExistingApps.swiftFilesOf(app, under: "Kennel"), moduleName: "Kennel",
                    settings: LanguageSettings(mode: mode), frameworks: .xcoordinator, deploymentTarget: "15.0")
            } catch let failure as SwiftCompiler.Failure {
                XCTFail("\(mode): " + failure.errors.map(\.description).joined(separator: "\n"), line: line)
            } catch {
                XCTFail("\(mode): \(error)", line: line)
            }
        }
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

        assertTypeChecks(app)
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

    func testAParentThatPreparesNoTransitionIsRefusedInOneLineNamingThoseThatDo() throws {
        let (app, _) = try adopted()
        // A tab coordinator sets its tabs in its initialiser: it has no `prepareTransition(for:)` to add a clause to.
        try """
            import XCoordinator

            enum PackRoute: Route {
                case walks
            }

            final class PackCoordinator: TabBarCoordinator<PackRoute> {
                init() {
                    super.init(tabs: [WalksCoordinator()])
                }
            }

            """.write(to: app.appendingPathComponent("Kennel/Coordinators/PackCoordinator.swift"), atomically: true, encoding: .utf8)
        let before = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Pack"], in: app)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(
            result.stderr,
            "Error: PackCoordinator declares no prepareTransition(for:) (it sets up its children otherwise, as a TabBarCoordinator does in its initialiser), so coordgen has no clause to add that starts ZebraCoordinator: name a parent that does with --parent (AppCoordinator, SettingsCoordinator, WalksCoordinator)\n"
        )
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    func testRemovingANewScreenGivesBackEveryByte() throws {
        let (app, _) = try adopted()
        let before = TreeSnapshot(app)
        run(["new", "screen", "Giraffe", "--coordinator", "Walks"], in: app)
        run(["remove", "screen", "Giraffe", "--coordinator", "Walks"], in: app)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    func testTreeShowsTheChildrenParentsMakeAndShowInPrepareTransition() throws {
        let (app, _) = try adopted()
        let result = run(["tree"], in: app)
        XCTAssertTrue(result.stdout.contains("AppCoordinator  (root, made in AppDelegate)\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("├── SettingsCoordinator\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("└── WalksCoordinator\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("3 coordinators, 2 edges"), result.stdout)
    }

    func testRenamingANewFlowRenamesItsRouteEnumAndItsCaseInTheParent() throws {
        let (app, _) = try adopted()
        run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        run(["rename", "coordinator", "Zebra", "Okapi"], in: app)
        run(["rename", "screen", "Giraffe", "Lion"], in: app)
        let coordinator = try text(app, "Kennel/Coordinators/OkapiCoordinator.swift")
        XCTAssertTrue(coordinator.contains("enum OkapiRoute: Route {\n    case okapi\n    case lion\n}"), coordinator)
        XCTAssertTrue(coordinator.contains("NavigationCoordinator<OkapiRoute>"), coordinator)
        XCTAssertTrue(coordinator.contains("let viewController = LionViewController()"), coordinator)
        let parent = try text(app, "Kennel/Coordinators/AppCoordinator.swift")
        XCTAssertTrue(parent.contains("    case okapi\n}"), parent)
        XCTAssertTrue(parent.contains("case .okapi:\n            let coordinator = OkapiCoordinator()"), parent)
        // (`rename screen` leaves the screen's title and comments as they are, in every family.)
        for file in ExistingApps.swiftFilesOf(app, under: "Kennel/Coordinators") {
            let text = try String(contentsOf: file, encoding: .utf8)
            XCTAssertFalse(
                text.lowercased().contains("zebra") || text.lowercased().contains("giraffe"), "\(file.lastPathComponent):\n\(text)")
        }
        assertTypeChecks(app)
    }

    /// Parents that push their children (on a navigation controller they share) are not followed: a new
    /// coordinator brings its own, so it is presented, and init says so under what it could not decide.
    func testParentsThatPushTheirChildrenLeaveTheNewOnePresentedAndSaySo() throws {
        let app = try ExistingApps.copy(Self.fixture)
        workspaces.append(app.deletingLastPathComponent())
        let parentURL = app.appendingPathComponent("Kennel/Coordinators/AppCoordinator.swift")
        let parent = try String(contentsOf: parentURL, encoding: .utf8)
        try Data(
            parent.replacingOccurrences(of: "return .present(coordinator, animation: .default)", with: "return .push(coordinator)").utf8
        )
        .write(to: parentURL)
        let result = run(["init"], in: app)
        XCTAssertTrue(
            result.stdout.contains(
                "the clauses that make a child show it by .push: a new child coordinator, which brings its own navigation controller, is shown by .present(child)"
            ),
            result.stdout)
        XCTAssertTrue(try text(app, Project.configFileName).contains("childTransition: present\n"))
        run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertTrue(try text(app, "Kennel/Coordinators/AppCoordinator.swift").contains("return .present(coordinator)\n"))
    }

    /// A transition the app declares itself in an extension of `Transition` (`presentFullScreen`), which
    /// its parents show their children with, is followed.
    func testATransitionTheAppDeclaresAndItsParentsUseIsFollowed() throws {
        let app = try ExistingApps.copy(Self.fixture)
        workspaces.append(app.deletingLastPathComponent())
        try Data(
            """
            import UIKit
            import XCoordinator

            extension Transition {
                static func presentFullScreen(_ presentable: Presentable, animation: Animation? = nil) -> Transition {
                    presentable.viewController?.modalPresentationStyle = .fullScreen
                    return .present(presentable, animation: animation)
                }
            }

            """.utf8
        ).write(to: app.appendingPathComponent("Kennel/App/Transition+FullScreen.swift"))
        let parentURL = app.appendingPathComponent("Kennel/Coordinators/AppCoordinator.swift")
        let parent = try String(contentsOf: parentURL, encoding: .utf8)
        try Data(
            parent.replacingOccurrences(of: ".present(coordinator, animation: .default)", with: ".presentFullScreen(coordinator)").utf8
        )
        .write(to: parentURL)
        let result = run(["init"], in: app)
        XCTAssertTrue(result.stdout.contains("shown by .presentFullScreen(child) (2 clauses)"), result.stdout)
        run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertTrue(
            try text(app, "Kennel/Coordinators/AppCoordinator.swift").contains(
                "let coordinator = ZebraCoordinator()\n            return .presentFullScreen(coordinator)\n"))
        assertTypeChecks(app)
    }

    func testAFlowWithoutAParentIsWrittenAndTheParentNextStepTeachesTheFlag() throws {
        let (app, _) = try adopted()
        let result = run(["new", "coordinator", "Zebra"], in: app)
        XCTAssertTrue(result.stdout.contains("--parent App"), result.stdout)
        XCTAssertFalse(try text(app, "Kennel/Coordinators/AppCoordinator.swift").contains("zebra"))
    }
}
