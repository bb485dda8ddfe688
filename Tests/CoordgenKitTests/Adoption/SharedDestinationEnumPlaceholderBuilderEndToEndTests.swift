import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI coordinators (`associatedtype Content: View`, `func start() -> some View`) each holding
/// `@Published var path = [Destination]()` over one enum the app shares, in a file of its own, whose
/// views show the stack with a destination builder that ignores its value:
/// `.navigationDestination(for: Destination.self) { _ in Text("Coming soon") }`
/// (`SharedDestinationEnumPlaceholderBuilder`). `new screen` refused: no view builder, no switch.
///
/// `init` records the routes as mapped in the views and names the placeholders; `new screen` adds the
/// case to the shared enum, turns the placeholder into a `switch` over its value with the new case's
/// view and the old body as `default:` (so every route pushed before shows what it showed), and a push
/// method; the app type-checks in every language mode.
final class SharedDestinationEnumPlaceholderBuilderEndToEndTests: XCTestCase {
    private static let fixture = "SharedDestinationEnumPlaceholderBuilder"
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape, String) {
        let app = try ExistingApps.copy(Self.fixture)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let config = try Project.load(app.appendingPathComponent(Project.configFileName))
        return (app, config.appShape, result.output)
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testInitRecordsTheRoutesMappedInViewsAndNamesThePlaceholders() throws {
        let app = try ExistingApps.copy(Self.fixture)
        workspaces.append(app.deletingLastPathComponent())
        let dryRun = CoordgenBinary.run(["init", "--dry-run"], in: app)
        XCTAssertEqual(dryRun.status, 0, dryRun.output)
        XCTAssertTrue(
            dryRun.output.contains("TidesCoordinatorView's .navigationDestination(for: Destination.self) { _ in … }"), dryRun.output)
        XCTAssertTrue(dryRun.output.contains("a new screen turns it into a switch over it, its old body the default:"), dryRun.output)
        let (_, shape, _) = try adopted()
        let routes = try XCTUnwrap(shape.protocol.routes)
        XCTAssertEqual(routes.enum, "Destination")
        XCTAssertEqual(routes.perFlow, false)
        XCTAssertEqual(routes.destinationsInViews, true)
        XCTAssertEqual(routes.navigator.name, "path")
    }

    func testANewScreenTurnsThePlaceholderIntoASwitchKeepingItsBodyAsDefault() throws {
        let (app, shape, _) = try adopted()
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let cells = LanguageSettings.Mode.allCases.map { LanguageSettings(mode: $0) }
        for settings in cells {
            XCTAssertEqual(ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings), [], "\(settings)")
        }
        for (screen, coordinator) in [("Giraffe", "Tides"), ("Comet", "Moon"), ("Eclipse", "Moon")] {
            let result = CoordgenBinary.run(["new", "screen", screen, "--coordinator", coordinator], in: app)
            XCTAssertEqual(result.status, 0, result.output)
        }
        let tides = try text(app, "Almanac/Coordinators/TidesCoordinator/TidesCoordinatorView.swift")
        let expected = [
            ".navigationDestination(for: Destination.self) { destination in",
            "    switch destination {",
            "    case .giraffe:",
            "        GiraffeView(onFinish: {",
            "            coordinator.path.removeLast()",
            "        })",
            "    default:",
            "        Text(\"Coming soon\")",
            "    }",
            "}",
        ].map { "                " + $0 }.joined(separator: "\n")
        XCTAssertTrue(tides.contains(expected), tides)
        // A parameter the placeholder named keeps its name; a second screen joins the switch.
        let moon = try text(app, "Almanac/Coordinators/MoonCoordinator/MoonCoordinatorView.swift")
        XCTAssertTrue(moon.contains("{ page in\n                    switch page {\n                    case .comet:\n"), moon)
        XCTAssertTrue(moon.contains("                    case .eclipse:\n"), moon)
        XCTAssertEqual(moon.components(separatedBy: "default:").count, 2, moon)
        let destination = try text(app, "Almanac/Coordinators/Destination.swift")
        XCTAssertTrue(destination.contains("    case almanacInfo\n    case giraffe\n    case comet\n    case eclipse\n"), destination)
        XCTAssertTrue(try text(app, "Almanac/Coordinators/TidesCoordinator/TidesCoordinator.swift").contains("path.append(.giraffe)"))
        for settings in cells {
            XCTAssertEqual(ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings), [], "\(settings)")
        }
    }
}
