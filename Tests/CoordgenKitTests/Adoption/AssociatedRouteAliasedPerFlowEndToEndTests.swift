import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI coordinators whose protocol requires `associatedtype Route: Hashable` with a `NavigationPath`
/// its extension pushes onto, each binding `Route` by a typealias to a top-level enum named after its
/// flow (`typealias Route = BedsRoute`), its view builder taking that enum
/// (AssociatedRouteAliasedPerFlow): `init` records the routes per flow as `{Name}Route` and the witness a
/// new flow binds by a typealias; a new flow with a parent and a new screen type-check in Swift 5 and 6
/// modes and, but for the conformance error the app's own flows have there too, with MainActor as the
/// default isolation. Before, a new coordinator was refused the
/// associated type (`--like`) and a new screen found no navigation controller.
final class AssociatedRouteAliasedPerFlowEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testInitRecordsEachFlowsAliasedEnumAsAPattern() throws {
        let (_, shape, output) = try ExistingApps.adopted("AssociatedRouteAliasedPerFlow", into: &workspaces)
        let routes = try XCTUnwrap(shape.protocol.routes, output)
        XCTAssertEqual(routes.enum, "{Name}Route")
        XCTAssertTrue(routes.perFlow)
        XCTAssertTrue(routes.enumIsTopLevelPattern)
        XCTAssertEqual(routes.viewBuilder, "view(for:)")
        XCTAssertEqual(routes.push, "push")
        XCTAssertEqual(shape.protocol.associatedTypes, [AssociatedTypeWitness(name: "Route", witness: "{Name}Route", binding: .typealias)])
        XCTAssertEqual(shape.protocol.otherRequirements, [])
        XCTAssertNil(shape.protocol.navigation)
    }

    func testANewFlowAndScreensTypeCheck() throws {
        let (app, shape, _) = try ExistingApps.adopted("AssociatedRouteAliasedPerFlow", into: &workspaces)
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let cells = [
            LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6),
            LanguageSettings(mode: .swift6, defaultIsolation: .mainActor),
        ]
        let before = cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
        let original = TreeSnapshot(app)
        for arguments in [
            ["new", "coordinator", "Herbs", "--parent", "Beds"], ["new", "screen", "Basil", "--coordinator", "Herbs"],
            ["new", "screen", "Sprout", "--coordinator", "Seeds"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        let herbs = try text(app, "Garden/Coordinators/HerbsCoordinator.swift")
        for line in ["enum HerbsRoute: Hashable {", "typealias Route = HerbsRoute", "case .basil:"] {
            XCTAssertTrue(herbs.contains(line), "\(line)\n\(herbs)")
        }
        let seeds = try text(app, "Garden/Coordinators/SeedsCoordinator.swift")
        XCTAssertTrue(seeds.contains("    case packet\n    case sprout\n"), seeds)
        XCTAssertTrue(seeds.contains("        case .sprout:\n"), seeds)
        for (settings, old) in zip(cells, before) {
            // Under MainActor by default, the app's own conformances already cross into main-actor code
            // (each enum's `Hashable` is inferred isolated); a new flow in the app's form has the same
            // error, and no other.
            let known = Set(old.map(ExistingApps.errorKind))
            let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
                .filter { !known.contains(ExistingApps.errorKind($0)) }
            XCTAssertEqual(new, [], "\(settings)")
            if settings.defaultIsolation == .nonisolated { XCTAssertEqual(old, [], "\(settings)") }
        }
        original.assertOnlyGainedLines(in: app)
    }
}
