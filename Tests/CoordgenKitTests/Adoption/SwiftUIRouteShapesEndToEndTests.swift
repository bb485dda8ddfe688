import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI apps of shapes people write besides a route enum per protocol: routes that are a struct
/// wrapping an enum of screens, a protocol that requires only the flow's view (`associatedtype Content:
/// View`) beside protocols of the views that show the coordinators (`protocol CoordinatorViewProtocol:
/// View`), and one app compiled for iOS and tvOS. Each is adopted as `swiftui` (never as `uikit`, whose
/// screens are view controllers), gets a flow and screens that type-check in every language mode, edits
/// that only add lines, and `remove coordinator` gives back every byte.
final class SwiftUIRouteShapesEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    /// The cells of every new flow: the app's own mode, strict concurrency, Swift 6, and MainActor by
    /// default as Xcode 26's App template sets it.
    private let cells = [
        LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete), LanguageSettings(mode: .swift6),
        LanguageSettings.xcode26(.swift5Minimal), LanguageSettings.xcode26(.swift6),
    ]

    private func adopted(_ name: String, flags: [String] = []) throws -> (URL, AppShape) {
        let app = try ExistingApps.copy(name)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"] + flags, in: app)
        XCTAssertEqual(result.status, 0, "\(name): \(result.output)")
        let config = try Project.load(app.appendingPathComponent(Project.configFileName))
        XCTAssertEqual(config.style, .swiftui, "\(name) is a SwiftUI app: \(result.output)")
        return (app, config.appShape)
    }

    func testARouteStructWrappingAnEnumIsReadAsTheRoutesNotAsChildren() throws {
        let (_, shape) = try adopted("StructRouteWrapsDestination")
        let routes = try XCTUnwrap(shape.protocol.routes)
        XCTAssertEqual(routes.enum, "Destination")
        XCTAssertFalse(routes.perFlow)
        XCTAssertEqual(routes.routeStruct, StructRouteShape(type: "Route", property: "destination"))
        XCTAssertEqual(routes.navigator, PropertyRequirement(name: "path", type: "[Route]"))
        XCTAssertEqual(routes.push, "push")
        // The path of routes is not a children collection, and the view builder is no unknown requirement.
        XCTAssertNil(shape.protocol.children)
        XCTAssertEqual(shape.protocol.otherRequirements, [])
    }

    /// Coordinators without a protocol on a `NavigationPath`, pushing the enum wrapped in a struct made by
    /// an initialiser of its own (`path.append(Route(destination))`).
    func testARouteStructMadeByItsOwnInitialiserIsReadFromThePush() throws {
        let (app, shape) = try adopted("StructRouteOnNavigationPath")
        let routes = try XCTUnwrap(shape.protocol.routes)
        XCTAssertEqual(routes.enum, "Destination")
        XCTAssertEqual(routes.navigator.type, "NavigationPath")
        var expected = StructRouteShape(type: "Route", property: "destination")
        expected.label = "_"
        XCTAssertEqual(routes.routeStruct, expected)
        for arguments in [["new", "coordinator", "Zebra", "--parent", "App"], ["new", "screen", "Giraffe", "--coordinator", "Zebra"]] {
            XCTAssertEqual(CoordgenBinary.run(arguments, in: app).status, 0, "\(arguments)")
        }
        let zebra = try String(contentsOf: app.appendingPathComponent("Library/Navigation/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(zebra.contains("    func push(_ destination: Destination) {\n        path.append(Route(destination))\n    }\n"), zebra)
        XCTAssertTrue(zebra.contains("        switch route.destination {\n"), zebra)
        let view = try String(contentsOf: app.appendingPathComponent("Library/Navigation/ZebraCoordinatorView.swift"), encoding: .utf8)
        XCTAssertTrue(view.contains("coordinator.view(for: Route(.zebra))"), view)
    }

    func testAProtocolRequiringOnlyTheFlowsViewIsReadFromTheCoordinatorsPaths() throws {
        let (_, shape) = try adopted("StartReturnsContentView")
        let routes = try XCTUnwrap(shape.protocol.routes)
        XCTAssertEqual(routes.enum, "Route")
        XCTAssertTrue(routes.perFlow)
        XCTAssertEqual(routes.flowView, "func start() -> some View")
        XCTAssertEqual(routes.flowsDeclarePush, true)
        XCTAssertEqual(routes.navigator, PropertyRequirement(name: "path", type: "[Route]"))
        XCTAssertEqual(shape.protocol.otherRequirements, [], "the associated type and start() are what a new flow writes")
        XCTAssertTrue(shape.protocol.classBound)
    }

    /// init → new coordinator → new screens in the new flow and the root → no compile error the app had
    /// not before in any cell, and existing files only gain lines.
    func testANewFlowAndScreensTypeCheckAndOnlyAddLines() throws {
        for (name, flags) in [
            ("StructRouteWrapsDestination", [String]()), ("StructRouteOnNavigationPath", []), ("StartReturnsContentView", []),
            ("CoordinatorViewProtocols", []),
            ("IOSAndTVOSTargets", ["--app-target", "CinemaTV"]),
        ] {
            let (app, shape) = try adopted(name, flags: flags)
            let appFolder = try XCTUnwrap(shape.project.appFolder, name)
            let before = cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
            let original = TreeSnapshot(app)
            for arguments in [
                ["new", "coordinator", "Zebra", "--parent", "App"], ["new", "screen", "Giraffe", "--coordinator", "Zebra"],
                ["new", "screen", "Okapi", "--coordinator", "App"],
            ] {
                let result = CoordgenBinary.run(arguments, in: app)
                XCTAssertEqual(result.status, 0, "\(name) \(arguments): \(result.output)")
            }
            for (settings, old) in zip(cells, before) {
                // Under MainActor by default the app's own conformances already cross into main-actor
                // code; new coordinators in the app's form have the same error, and no other.
                let known = Set(old.map(ExistingApps.errorKind))
                let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
                    .filter { !known.contains(ExistingApps.errorKind($0)) }
                XCTAssertEqual(new, [], "\(name), \(settings)")
                if settings.defaultIsolation == .nonisolated { XCTAssertEqual(old, [], "\(name), \(settings)") }
            }
            original.assertOnlyGainedLines(in: app)
        }
    }

    func testANewScreenOfARouteStructIsACaseOfItsEnumShownThroughTheStruct() throws {
        let (app, _) = try adopted("StructRouteWrapsDestination")
        for arguments in [["new", "coordinator", "Zebra", "--parent", "App"], ["new", "screen", "Giraffe", "--coordinator", "Zebra"]] {
            XCTAssertEqual(CoordgenBinary.run(arguments, in: app).status, 0, "\(arguments)")
        }
        let routes = try String(contentsOf: app.appendingPathComponent("Atlas/Coordinators/Route.swift"), encoding: .utf8)
        XCTAssertTrue(routes.contains("    case country(code: String)\n    case zebra\n    case giraffe\n"), routes)
        let zebra = try String(contentsOf: app.appendingPathComponent("Atlas/Coordinators/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(zebra.contains("    func view(for route: Route) -> some View {\n        switch route.destination {\n"), zebra)
        XCTAssertTrue(zebra.contains("        push(.giraffe)\n"), zebra)
        XCTAssertFalse(zebra.contains("UIViewController"), zebra)
        let view = try String(contentsOf: app.appendingPathComponent("Atlas/Coordinators/ZebraCoordinatorView.swift"), encoding: .utf8)
        XCTAssertTrue(view.contains("coordinator.view(for: Route(destination: .zebra))"), view)
        XCTAssertTrue(view.contains(".navigationDestination(for: Route.self)"), view)
    }

    /// A protocol refining `View` is the coordinators' views' (`CoordinatorViewProtocol: View`, refined by
    /// a modal one): never a coordinator protocol, so `init` needs no `--protocol` to choose. The
    /// conformers' top-level enums named after their flows (`AppPath`, `ShipsPath`) are per-flow routes.
    func testAProtocolOfTheViewsThatShowCoordinatorsIsNotACandidate() throws {
        let (app, shape) = try adopted("CoordinatorViewProtocols")
        XCTAssertEqual(shape.protocol.name, "CoordinatorProtocol")
        XCTAssertEqual(shape.protocol.routes?.flowView, "func start() -> some View")
        XCTAssertEqual(shape.protocol.routes?.enum, "{Name}Path", "each conformer pushes an enum named after its flow")
        XCTAssertEqual(shape.protocol.routes?.perFlow, true)
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let zebra = try String(contentsOf: app.appendingPathComponent("Harbor/Coordinators/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(zebra.contains("final class ZebraCoordinator: CoordinatorProtocol, Identifiable {"), zebra)
    }

    func testANewCoordinatorImplementsTheFlowViewRequirementWithItsStack() throws {
        let (app, _) = try adopted("StartReturnsContentView")
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let zebra = try String(contentsOf: app.appendingPathComponent("Garden/Coordinators/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(zebra.contains("final class ZebraCoordinator: Coordinator, Identifiable {"), zebra)
        XCTAssertTrue(zebra.contains("    func start() -> some View {\n        ZebraCoordinatorView(coordinator: self)\n    }\n"), zebra)
        XCTAssertTrue(zebra.contains("    func push(_ route: Route) {\n        path.append(route)\n    }\n"), zebra)
    }

    /// An app with an iOS and a tvOS target: `--app-target` names the one to record, its own platform's
    /// deployment target is recorded, and generation works for it.
    func testTheAppTargetChosenAmongPlatformsIsRecordedWithItsDeployment() throws {
        let (app, shape) = try adopted("IOSAndTVOSTargets", flags: ["--app-target", "CinemaTV"])
        XCTAssertEqual(shape.project.appTarget, "CinemaTV")
        XCTAssertEqual(shape.project.deploymentTarget, "17.0")
        let again = CoordgenBinary.run(["init", "--dry-run", "--force", "--app-target", "CinemaTV"], in: app)
        XCTAssertTrue(again.stdout.contains("  deployment:  tvOS 17.0  [project.yml]"), again.stdout)
        // Without the flag, the target named like the project, with a note naming the flag.
        let picked = CoordgenBinary.run(["init", "--dry-run", "--force"], in: app)
        XCTAssertTrue(picked.output.contains("2 app targets; picked Cinema, the target named like the project (--app-target chooses another"), picked.output)
        let (_, iOS) = try adopted("IOSAndTVOSTargets")
        XCTAssertEqual(iOS.project.appTarget, "Cinema")
        XCTAssertEqual(iOS.project.deploymentTarget, "16.0")
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        for (name, flags) in [
            ("StructRouteWrapsDestination", [String]()), ("StructRouteOnNavigationPath", []), ("StartReturnsContentView", []),
            ("CoordinatorViewProtocols", []),
            ("IOSAndTVOSTargets", ["--app-target", "CinemaTV"]),
        ] {
            let (app, _) = try adopted(name, flags: flags)
            ExistingApps.assertGivesBackEveryByte(
                app, running: [["new", "coordinator", "Zebra", "--parent", "App"], ["remove", "coordinator", "Zebra"]])
        }
    }
}
