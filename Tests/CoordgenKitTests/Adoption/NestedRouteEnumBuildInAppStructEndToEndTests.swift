import Foundation
import XCTest

@testable import CoordgenKit

/// A SwiftUI coordinator protocol that leaves its route type unconstrained and requires the moves
/// (`associatedtype Route; var navigationPath: NavigationPath { get set }; func push(_ route: Route);
/// func pop(); func popToRoot(); func present(sheet: SheetRoute); func dismissSheet()`), met by a
/// coordinator that nests `enum Route: Hashable`, implements the moves itself and builds the routes'
/// views in `build(route:)`, which the `@main` App struct's `NavigationStack` shows
/// (NestedRouteEnumBuildInAppStruct): `init` reads the nested enum as the routes, so `new screen` adds
/// a case and its view instead of copying a screen; `new coordinator` writes the push and pop a new
/// flow declares, and refuses in one line the requirement it cannot write. Before, `init` read no
/// routes (the route type is not `Hashable` in the protocol) and recorded a UIKit app.
final class NestedRouteEnumBuildInAppStructEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    func testInitReadsTheNestedRouteEnumAndItsViewBuilder() throws {
        let (app, shape, output) = try ExistingApps.adopted("NestedRouteEnumBuildInAppStruct", into: &workspaces)
        XCTAssertEqual(try Project.load(app.appendingPathComponent(Project.configFileName)).style, .swiftui, output)
        let routes = try XCTUnwrap(shape.protocol.routes, output)
        XCTAssertEqual(routes.enum, "Route")
        XCTAssertEqual(routes.perFlow, true)
        XCTAssertEqual(routes.viewBuilder, "build(route:)")
        XCTAssertEqual(routes.navigator.name, "navigationPath")
        XCTAssertEqual(routes.navigator.type, "NavigationPath")
        XCTAssertEqual(shape.naming.screen, "{Name}View")
        // The push and pop a new flow declares are no longer unknown; the sheet's enum is nested as the siblings do.
        XCTAssertEqual(shape.protocol.otherRequirements, ["func popToRoot()", "func present(sheet: SheetRoute)", "func dismissSheet()"])
        XCTAssertEqual(shape.protocol.associatedTypes?.map(\.name), ["SheetRoute"])
    }

    func testANewScreenIsACaseOfTheRoutesWithItsViewAndTypeChecks() throws {
        let (app, shape, _) = try ExistingApps.adopted("NestedRouteEnumBuildInAppStruct", into: &workspaces)
        let original = TreeSnapshot(app)
        let screen = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "App"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        let coordinator = try String(contentsOf: app.appendingPathComponent("Lighthouse/App/AppCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(coordinator.contains("        case tides\n        case giraffe\n    }\n"), coordinator)
        XCTAssertTrue(coordinator.contains("        case .giraffe:\n            GiraffeView(onFinish: { [weak self] in\n                self?.pop()\n"), coordinator)
        XCTAssertTrue(coordinator.contains("    func pushToGiraffe() {\n        push(.giraffe)\n    }\n"), coordinator)
        XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent("Lighthouse/Screens/GiraffeView.swift").path))
        try ExistingApps.assertTypeChecks(app, shape, in: LanguageSettings.pairwiseCover)
        original.assertOnlyGainedLines(in: app)
    }

    func testANewCoordinatorIsRefusedInOneLineNamingTheRequirementItCannotWrite() throws {
        let (app, _, _) = try ExistingApps.adopted("NestedRouteEnumBuildInAppStruct", into: &workspaces)
        let original = TreeSnapshot(app)
        let refused = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(refused.status, 1, refused.output)
        XCTAssertTrue(refused.stderr.contains("requires `func popToRoot()`, which coordgen cannot write for a new coordinator"), refused.stderr)
        XCTAssertEqual(refused.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, refused.stderr)
        XCTAssertEqual(TreeSnapshot(app), original)
    }

    func testRemovingTheScreenGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("NestedRouteEnumBuildInAppStruct", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "screen", "Giraffe", "--coordinator", "App"], ["remove", "screen", "Giraffe", "--coordinator", "App"]])
    }
}
