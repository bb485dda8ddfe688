import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI coordinators that each own a stack of routes of their own, where the routes' type is not
/// what the app records by one name:
/// - the protocol's `associatedtype Route` with `var navigationPath: [Route]`, which every coordinator
///   binds to an enum it nests under another name (`enum Page`) by its path and view builder
///   (AssociatedRouteBoundByNestedEnum): `init` records the nested name per flow, the protocol's view
///   requirement and the stored properties the coordinators declare alike; a new flow nests `Page` too;
/// - an enum each coordinator nests named after its flow (`DocksNavigation`, `BoatsNavigation`:
///   NestedRouteEnumsNamedAfterFlows), recorded as `{Name}Navigation`, and a screen of a coordinator
///   whose nested enum the recorded name does not name, which goes to the enum its view builder takes.
final class AssociatedRouteBindingEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testInitRecordsTheNestedEnumEachCoordinatorBindsTheAssociatedTypeTo() throws {
        let (_, shape, output) = try ExistingApps.adopted("AssociatedRouteBoundByNestedEnum", into: &workspaces)
        let routes = try XCTUnwrap(shape.protocol.routes)
        XCTAssertEqual(routes.enum, "Page")
        XCTAssertTrue(routes.perFlow)
        XCTAssertEqual(routes.navigator, PropertyRequirement(name: "navigationPath", type: "[Page]"))
        XCTAssertEqual(routes.viewBuilder, "destination(for:)")
        XCTAssertEqual(routes.flowView, "var rootView: some View")
        // The path is the routes' navigator, not a navigation controller.
        XCTAssertNil(shape.protocol.navigation)
        XCTAssertEqual(shape.protocol.otherRequirements, [])
        XCTAssertEqual(shape.protocol.implementedLikeSiblings, ["@Published var childCoordinator: (any Coordinator)?"])
        XCTAssertTrue(output.contains("var childCoordinator: 2 of 2 coordinators declare it alike; a new one does too"), output)
    }

    /// A new flow without a parent and screens of it and of an existing flow: the app gains no compile
    /// error and only gains lines.
    func testANewFlowAndScreensTypeCheck() throws {
        let (app, shape, _) = try ExistingApps.adopted("AssociatedRouteBoundByNestedEnum", into: &workspaces)
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let cells = [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)]
        let before = cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
        let original = TreeSnapshot(app)
        for arguments in [
            ["new", "coordinator", "Trails"], ["new", "screen", "Summit", "--coordinator", "Trails"],
            ["new", "screen", "Compass", "--coordinator", "Maps"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        let trails = try text(app, "Atlas/Coordinators/TrailsCoordinator.swift")
        for line in [
            "enum Page: Hashable {", "@Published var navigationPath: [Page] = []", "@Published var childCoordinator: (any Coordinator)?",
            "var rootView: some View {", "case .summit:",
        ] {
            XCTAssertTrue(trails.contains(line), "\(line)\n\(trails)")
        }
        let maps = try text(app, "Atlas/Coordinators/MapsCoordinator.swift")
        XCTAssertTrue(maps.contains("        case legend\n        case compass\n"), maps)
        XCTAssertTrue(maps.contains("        case .compass:\n"), maps)
        for (settings, old) in zip(cells, before) {
            let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
            XCTAssertEqual(new, [], "\(settings)")
        }
        original.assertOnlyGainedLines(in: app)
    }

    func testInitRecordsNestedEnumsNamedAfterTheirFlowsAsAPattern() throws {
        let (_, shape, _) = try ExistingApps.adopted("NestedRouteEnumsNamedAfterFlows", into: &workspaces)
        let routes = try XCTUnwrap(shape.protocol.routes)
        XCTAssertEqual(routes.enum, "{Name}Navigation")
        XCTAssertTrue(routes.perFlow)
        XCTAssertEqual(routes.nestedPattern, true)
        XCTAssertFalse(routes.enumIsTopLevelPattern)
    }

    /// Where the recorded enum is one flow's (`DocksNavigation`, as `init` records an app whose nested
    /// enums follow no one pattern), a screen of another flow is a case of the enum that flow nests and
    /// its view builder takes, with a note saying so.
    func testAScreenGoesToTheEnumItsCoordinatorNests() throws {
        let (app, shape, _) = try ExistingApps.adopted("NestedRouteEnumsNamedAfterFlows", into: &workspaces)
        let config = app.appendingPathComponent(Project.configFileName)
        var yaml = try String(contentsOf: config, encoding: .utf8)
        yaml = yaml.replacingOccurrences(of: "{Name}Navigation", with: "DocksNavigation")
            .replacingOccurrences(of: "    nestedPattern: true\n", with: "")
        try yaml.write(to: config, atomically: true, encoding: .utf8)
        let original = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "screen", "Harbour", "--coordinator", "Boats"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("BoatsCoordinator nests BoatsNavigation, which its build(page:) takes, not DocksNavigation"), result.output)
        let boats = try text(app, "Quay/Navigation/BoatsCoordinator.swift")
        XCTAssertTrue(boats.contains("        case boat(name: String)\n        case harbour\n"), boats)
        XCTAssertTrue(boats.contains("        case .harbour:\n"), boats)
        XCTAssertFalse(try text(app, "Quay/Navigation/DocksCoordinator.swift").contains("harbour"))
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        XCTAssertEqual(
            ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: LanguageSettings(mode: .swift5Minimal)), [])
        original.assertOnlyGainedLines(in: app)
    }
}
