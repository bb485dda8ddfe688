import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI apps whose `.navigationDestination(for:)` does not switch over the routes itself but hands
/// them to a function of the view that shows the stack (``DelegatedDestinationBuilder``), in two
/// shapes public apps have:
///
/// - `DestinationsBuiltByViewFunction`: no protocol, `*Router` classes each holding `[Route]` through a
///   type alias for their nested `Screen` (`typealias Route = PerchesRouter.Screen`), created by the
///   view that shows them, which maps the routes with `destination: navigate(route:)`. `init` refused
///   it ("show screens in no way coordgen reads").
/// - `AssociatedScreenBuiltByViewFunction`: `protocol Coordinator: ObservableObject where Screen:
///   Routable { associatedtype Screen; var navigationPath: [Screen] { get } }`, each coordinator
///   nesting `enum Screen: Routable`, its view mapping it with `{ destination($0) }`. `init` recorded
///   it as uikit, and `new screen` wrote `pushViewController` into a SwiftUI coordinator.
///
/// For each: `init` records the swiftui style with the routes mapped in views, a new screen's view goes
/// into the view's function, a new flow and its screens type-check in every language mode, existing
/// files only gain lines, and `remove coordinator` gives back every byte.
final class DelegatedDestinationBuilderEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted(_ fixture: String) throws -> (URL, AppShape) {
        let app = try ExistingApps.copy(fixture)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let config = try Project.load(app.appendingPathComponent(Project.configFileName))
        XCTAssertEqual(config.style, .swiftui, "\(fixture): \(result.output)")
        return (app, config.appShape)
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every language mode (the fixtures' projects set no default isolation).
    private static let cells = LanguageSettings.Mode.allCases.map { LanguageSettings(mode: $0) }

    /// Runs `commands`, then checks the app type-checks as before in every cell and that every line of
    /// every file is still there.
    private func assertCommandsTypeCheckAndOnlyInsert(_ app: URL, _ shape: AppShape, _ commands: [[String]]) throws {
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let before = Self.cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
        let original = TreeSnapshot(app)
        for arguments in commands {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        for (settings, old) in zip(Self.cells, before) {
            let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
            XCTAssertEqual(new, [], "\(settings)")
            XCTAssertEqual(old, [], "\(settings)")
        }
        original.assertOnlyGainedLines(in: app)
    }

    // MARK: Routers without a protocol, routes mapped by `destination: navigate(route:)`

    func testRoutersWhoseViewsMapRoutesInAFunctionAreAdopted() throws {
        let (_, shape) = try adopted("DestinationsBuiltByViewFunction")
        XCTAssertEqual(shape.protocol.name, "ObservableObject")
        let routes = try XCTUnwrap(shape.protocol.routes)
        XCTAssertEqual(routes.enum, "Screen")
        XCTAssertEqual(routes.destinationsInViews, true)
        XCTAssertEqual(routes.navigator.type, "[Screen]", "the alias is the router's own: a new flow spells the enum")
        XCTAssertEqual(routes.flows?.ownedByView, true)
    }

    func testAScreenGoesIntoTheViewsFunctionAndANewFlowTypeChecks() throws {
        let (app, shape) = try adopted("DestinationsBuiltByViewFunction")
        try assertCommandsTypeCheckAndOnlyInsert(
            app, shape,
            [
                ["new", "screen", "Birdbath", "--coordinator", "PerchesRouter"],
                ["new", "coordinator", "Hatchery"],
                ["new", "screen", "Incubator", "--coordinator", "HatcheryRouter"],
            ])
        let view = try text(app, "Aviary/Perches/PerchesRouterView.swift")
        XCTAssertTrue(view.contains("        case .feeder:\n            FeederView()\n                .environmentObject(router)\n        case .birdbath:\n"), view)
        XCTAssertTrue(try text(app, "Aviary/Perches/PerchesRouter.swift").contains("        case birdbath\n"))
        let hatchery = try XCTUnwrap(TreeSnapshot(app).files.first { $0.key.hasSuffix("/HatcheryRouter.swift") }).value
        XCTAssertFalse(String(decoding: hatchery, as: UTF8.self).contains("[Route]"), "a new flow declares no alias")
    }

    func testAFlowOfRoutersMappedByViewFunctionsIsRemovedByteForByte() throws {
        let (app, _) = try adopted("DestinationsBuiltByViewFunction")
        ExistingApps.assertGivesBackEveryByte(app, running: [["new", "coordinator", "Hatchery"], ["remove", "coordinator", "Hatchery"]])
    }

    // MARK: An associated Screen, routes mapped by `{ destination($0) }`

    func testAnAssociatedScreenMappedByAViewFunctionIsRecordedAsSwiftUI() throws {
        let (_, shape) = try adopted("AssociatedScreenBuiltByViewFunction")
        XCTAssertEqual(shape.protocol.otherRequirements, [], "the associated type is bound by each flow's nested enum")
        let routes = try XCTUnwrap(shape.protocol.routes)
        XCTAssertEqual(routes.enum, "Screen")
        XCTAssertTrue(routes.perFlow)
        XCTAssertEqual(routes.destinationsInViews, true)
        XCTAssertEqual(routes.enumConformances, ["Routable"])
    }

    func testAScreenGoesIntoTheClosuresFunctionAndANewFlowJoinsItsParent() throws {
        let (app, shape) = try adopted("AssociatedScreenBuiltByViewFunction")
        try assertCommandsTypeCheckAndOnlyInsert(
            app, shape,
            [
                ["new", "screen", "Spices", "--coordinator", "ShelvesCoordinator"],
                ["new", "coordinator", "Cellar", "--parent", "ShelvesCoordinator"],
                ["new", "screen", "Barrel", "--coordinator", "CellarCoordinator"],
            ])
        let view = try text(app, "Pantry/Shelves/ShelvesCoordinatorView.swift")
        XCTAssertTrue(view.contains("        case .labels:\n            LabelsView()\n        case .spices:\n"), view)
        // Each flow's view creates its coordinator: the parent raises a flag its view presents the flow by.
        XCTAssertTrue(view.contains(".sheet(isPresented: $coordinator.isShowingCellar)"), view)
        let coordinator = try text(app, "Pantry/Shelves/ShelvesCoordinator.swift")
        XCTAssertTrue(coordinator.contains("        case spices\n"), coordinator)
        XCTAssertTrue(coordinator.contains("func openCellarCoordinator()"), coordinator)
        XCTAssertFalse(coordinator.contains("pushViewController"), coordinator)
        // The builder makes a screen's view with a closure capturing its nonisolated class.
        XCTAssertTrue(try text(app, "Pantry/Cellar/CellarCoordinator.swift").contains("    @MainActor\n    @ViewBuilder\n"))
    }

    func testAFlowOfAnAssociatedScreenIsRemovedByteForByte() throws {
        let (app, _) = try adopted("AssociatedScreenBuiltByViewFunction")
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Cellar", "--parent", "ShelvesCoordinator"], ["remove", "coordinator", "Cellar"]])
    }
}
