import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI apps with no coordinator tree: views (a `TabView`, the `App`'s body) create one coordinator
/// per tab, each pushing an enum of its own declared at the top level and named after its flow
/// (`DocksRoute` for `DocksCoordinator`), so no coordinator is the root. `init` records no root instead
/// of asking, and the flow's enum as a pattern; a new flow and a new screen type-check, only insert
/// lines, and `remove` gives back every byte. Also: an app on a coordinator library is refused in one
/// line naming the library.
final class FlatSwiftUIFlowsEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private static let fixture = "TopLevelRouteEnumsPerTab"

    private func adopted() throws -> (URL, AppShape) {
        let (app, shape, output) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        XCTAssertTrue(output.contains("none: no coordinator is created at launch or named App…"), output)
        XCTAssertTrue(output.contains("no single root coordinator: none recorded (choose one with --root NAME"), output)
        return (app, shape)
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testInitRecordsNoRootAndEachFlowsEnumAsAPattern() throws {
        let (_, shape) = try adopted()
        XCTAssertEqual(shape.naming.root, "")
        XCTAssertEqual(shape.protocol.name, "ObservableObject")
        let routes = try XCTUnwrap(shape.protocol.routes)
        XCTAssertEqual(routes.enum, "{Name}Route")
        XCTAssertTrue(routes.perFlow)
        XCTAssertEqual(routes.navigator, PropertyRequirement(name: "routeStack", type: "[{Name}Route]"))
        XCTAssertEqual(routes.viewBuilder, "destinationView(route:)")
        XCTAssertEqual(routes.flows?.ownedByView, true)
        // `--root` still records one where the user wants it.
        let app = try ExistingApps.copy(Self.fixture)
        workspaces.append(app.deletingLastPathComponent())
        XCTAssertEqual(CoordgenBinary.run(["init", "--root", "DocksCoordinator"], in: app).status, 0)
        XCTAssertTrue(try text(app, Project.configFileName).contains("root: DocksCoordinator"))
    }

    /// A new flow and a screen of an existing tab: the screen's case goes to that tab's own enum where
    /// the app declares it, its view to that tab's builder only; the app gains no compile error.
    func testANewFlowAndAScreenTypeCheckAndOnlyInsertLines() throws {
        let (app, shape) = try adopted()
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let cells = [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)]
        let before = cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
        let original = TreeSnapshot(app)
        for arguments in [["new", "coordinator", "Ferries"], ["new", "screen", "Tide", "--coordinator", "Docks"]] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        let routes = try text(app, "Harbor/Navigation/Routes.swift")
        XCTAssertTrue(routes.contains("enum DocksRoute: Hashable {\n    case dock(id: Int)\n    case schedule\n    case tide\n}"), routes)
        XCTAssertTrue(routes.contains("enum BoatsRoute: Hashable {\n    case boat(name: String)\n}"), routes)
        XCTAssertFalse(try text(app, "Harbor/Navigation/BoatsCoordinator.swift").contains("tide"))
        let docks = try text(app, "Harbor/Navigation/DocksCoordinator.swift")
        XCTAssertTrue(docks.contains("        case .tide:\n"), docks)
        let ferries = try text(app, "Harbor/Navigation/FerriesCoordinator.swift")
        XCTAssertTrue(ferries.contains("enum FerriesRoute: Hashable {"), ferries)
        XCTAssertTrue(ferries.contains("@Published var routeStack: [FerriesRoute] = []"), ferries)
        for (settings, old) in zip(cells, before) {
            let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
            XCTAssertEqual(new, [], "\(settings)")
            XCTAssertEqual(old, [], "\(settings)")
        }
        original.assertOnlyGainedLines(in: app)
    }

    func testRemoveGivesBackEveryByte() throws {
        let (app, _) = try adopted()
        let original = TreeSnapshot(app)
        for arguments in [
            ["new", "coordinator", "Ferries"], ["remove", "coordinator", "Ferries"],
            ["new", "screen", "Tide", "--coordinator", "Docks"], ["remove", "screen", "Tide", "--coordinator", "Docks"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        XCTAssertEqual(TreeSnapshot(app), original)
    }

    /// No protocol of the app's own, and Stinsen's coordinators: adopted as the library's
    /// (`StinsenFamily`), saying so.
    func testAnAppOnStinsenIsAdoptedAsTheLibrarysCoordinators() throws {
        let workspace = try Repository.temporaryDirectory("library-app")
        workspaces.append(workspace)
        let app = workspace.appendingPathComponent("Kiosk")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Kiosk"), withIntermediateDirectories: true)
        try Data(
            """
            import Stinsen
            import SwiftUI

            final class ShopCoordinator: NavigationCoordinatable {
                let stack = NavigationStack(initial: \\ShopCoordinator.start)

                @Root var start = makeStart
                @Route(.push) var catalogue = makeCatalogue

                func makeStart() -> some View { Text("Shop") }

                func makeCatalogue() -> some View { Text("Catalogue") }
            }

            """.utf8
        ).write(to: app.appendingPathComponent("Kiosk/ShopCoordinator.swift"))
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.stdout.contains("Stinsen's NavigationCoordinatable"), result.stdout)
    }

    /// A one-file app in a new workspace; `init` refuses in one line and writes nothing.
    private func assertRefused(_ file: String, _ source: String, saying expected: [String], line: UInt = #line) throws {
        let workspace = try Repository.temporaryDirectory("library-app")
        workspaces.append(workspace)
        let app = workspace.appendingPathComponent("Kiosk")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Kiosk"), withIntermediateDirectories: true)
        try Data(source.utf8).write(to: app.appendingPathComponent("Kiosk/\(file)"))
        let before = TreeSnapshot(workspace)
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 1, result.output, line: line)
        XCTAssertEqual(result.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, result.stderr, line: line)
        for text in expected {
            XCTAssertTrue(result.stderr.contains(text), "no \(text) in: \(result.stderr)", line: line)
        }
        XCTAssertEqual(TreeSnapshot(workspace), before, line: line)
    }

    /// Navigation made of The Composable Architecture's reducers is said to be no coordinator tree.
    func testNavigationMadeOfReducersIsRefusedAsNoCoordinatorTree() throws {
        try assertRefused(
            "ShopFeature.swift",
            """
            import ComposableArchitecture
            import SwiftUI

            @Reducer
            struct ShopFeature {
                @ObservableState
                struct State {
                    var path = StackState<Path.State>()
                }
            }

            """,
            saying: ["it navigates with ComposableArchitecture (imported in Kiosk/ShopFeature.swift)", "which is not a coordinator tree"])
    }
}
