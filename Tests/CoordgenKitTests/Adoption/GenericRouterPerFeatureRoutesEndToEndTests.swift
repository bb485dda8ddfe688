import Foundation
import SwiftSyntax
import XCTest

@testable import CoordgenKit

/// SwiftUI apps whose coordinators keep their stack in a router generic over its routes (fixture
/// GenericRouterPerFeatureRoutes: `@Observable final class Router<Route: Hashable>` with a path and a
/// push but no pop, a protocol `FlowCoordinator` with `associatedtype Route` and `var router:
/// Router<Route>`, and one coordinator per feature holding `Router<TreesRoute>` or `Router<CellarRoute>`
/// with `makeDestination(for:)` switching over it): `init` records each flow's `{Name}Route` pushed
/// through the router, a new screen is a case of its own flow's enum and a clause of that flow's
/// builder, and a new flow is made like a sibling (`--like`), as the refusal of one without says.
final class GenericRouterPerFeatureRoutesEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private static let fixture = "GenericRouterPerFeatureRoutes"

    /// Swift 5 minimal, and Swift 6 with the main actor as default isolation (an Xcode 26 app).
    private static let cells = [LanguageSettings(mode: .swift5Minimal), LanguageSettings.xcode26(.swift6)]

    func testInitRecordsEachFlowsEnumPushedThroughTheGenericRouter() throws {
        let (_, shape, output) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        XCTAssertEqual(shape.protocol.name, "FlowCoordinator")
        let routes = try XCTUnwrap(shape.protocol.routes, output)
        XCTAssertEqual(routes.enum, "{Name}Route")
        XCTAssertTrue(routes.perFlow)
        XCTAssertEqual(routes.viewBuilder, "makeDestination(for:)")
        XCTAssertEqual(routes.push, "router.push")
        // The router has no pop: a screen's end takes the last route off its path.
        XCTAssertEqual(routes.pop, "router.path.removeLast")
        XCTAssertEqual(routes.navigator, PropertyRequirement(name: "path", type: "NavigationPath"))
    }

    /// init → new screen on each feature → new coordinator like a sibling → new screen on it: no new
    /// compile error in Swift 5 nor in Swift 6 with MainActor default isolation, lines only inserted,
    /// each screen a case of its own flow's enum.
    func testScreensOfEachFeatureAndAFlowLikeASiblingTypeCheckAndOnlyInsert() throws {
        let (app, shape, _) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let before = Self.cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
        let original = TreeSnapshot(app)
        for arguments in [
            ["new", "screen", "Pear", "--coordinator", "TreesCoordinator"],
            ["new", "screen", "Cask", "--coordinator", "CellarCoordinator"],
            ["new", "coordinator", "Meadow", "--like", "Cellar"],
            ["new", "screen", "Hay", "--coordinator", "MeadowCoordinator"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        for (settings, old) in zip(Self.cells, before) {
            let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
            XCTAssertEqual(new, [], "\(settings); before: \(old)")
        }
        original.assertOnlyGainedLines(in: app, Self.fixture)
        let trees = try text(app, "Orchard/Trees/TreesCoordinator.swift")
        XCTAssertTrue(trees.contains("case .pear:\n            PearView(onFinish: { [weak self] in\n                self?.router.path.removeLast()"), trees)
        XCTAssertTrue(trees.contains("router.push(.pear)"), trees)
        XCTAssertFalse(trees.contains(".cask"), "a screen of Cellar is no route of Trees: \(trees)")
        XCTAssertTrue(try text(app, "Orchard/Trees/TreesRoute.swift").contains("    case apple\n    case pear\n}"))
        XCTAssertTrue(try text(app, "Orchard/Cellar/CellarRoute.swift").contains("    case barrels\n    case cask\n}"))
        XCTAssertTrue(try text(app, "Orchard/Meadow/MeadowCoordinator.swift").contains("var router = Router<MeadowRoute>()"))
        XCTAssertTrue(try text(app, "Orchard/Meadow/MeadowRoute.swift").contains("case hay"))
    }

    /// A new flow with a parent is refused in one line naming `--like`, and changes nothing.
    func testANewFlowWithAParentIsRefusedNamingLike() throws {
        let (app, _, _) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        let original = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "coordinator", "Meadow", "--parent", "TreesCoordinator"], in: app)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("--like"), result.stderr)
        XCTAssertEqual(result.stderr.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").count, 1, result.stderr)
        XCTAssertEqual(TreeSnapshot(app), original)
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }
}

/// Detection of a router generic over its routes, held by a coordinator specialised to its own enum.
final class GenericRouterArgumentTests: XCTestCase {
    private func detect(_ source: String) -> ProtocolFreeShapeDetector {
        let files = [SourceFile(path: "A.swift", text: source)]
        return ProtocolFreeShapeDetector(index: DeclarationIndex(files: files), files: files)
    }

    private let router = """
        import SwiftUI
        final class Router<Route: Hashable>: ObservableObject {
            @Published var path: [Route] = []
            func push(_ route: Route) { path.append(route) }
            func pop() { path.removeLast() }
        }
        enum HomeRoute: Hashable { case list }
        enum ShopRoute: Hashable { case basket }
        """

    private func routes(_ coordinator: String) throws -> RouteShape? {
        let detector = detect(router + "\n" + coordinator)
        let type = try XCTUnwrap(detector.index.types.first { $0.name.hasSuffix("Coordinator") })
        return detector.routesThroughRouter(of: type)?.0
    }

    func testAnAnnotatedRouterPushesTheEnumItIsSpecialisedTo() throws {
        let routes = try XCTUnwrap(
            routes(
                """
                final class HomeCoordinator: ObservableObject {
                    var router: Router<HomeRoute>
                    init(router: Router<HomeRoute>) { self.router = router }
                    @ViewBuilder func destination(for route: HomeRoute) -> some View { EmptyView() }
                }
                """))
        XCTAssertEqual(routes.enum, "{Name}Route")
        XCTAssertTrue(routes.perFlow)
        XCTAssertEqual(routes.push, "router.push")
        XCTAssertEqual(routes.pop, "router.pop")
        XCTAssertEqual(routes.navigator, PropertyRequirement(name: "path", type: "[HomeRoute]"))
    }

    /// `Router<ShopRoute>()` as the initial value; the enum is not named after the flow, so it is the app's.
    func testASpecialisedInitialValueNamesTheEnum() throws {
        let routes = try XCTUnwrap(
            routes(
                """
                final class AppCoordinator: ObservableObject {
                    let router = Router<ShopRoute>()
                    @ViewBuilder func build(_ route: ShopRoute) -> some View { EmptyView() }
                }
                """))
        XCTAssertEqual(routes.enum, "ShopRoute")
        XCTAssertFalse(routes.perFlow)
        XCTAssertEqual(routes.navigator, PropertyRequirement(name: "path", type: "[ShopRoute]"))
    }

    /// A builder over another enum than the one the router is specialised to is no match.
    func testABuilderOverAnotherEnumIsNoShape() throws {
        XCTAssertNil(
            try routes(
                """
                final class HomeCoordinator: ObservableObject {
                    let router = Router<ShopRoute>()
                    @ViewBuilder func destination(for route: HomeRoute) -> some View { EmptyView() }
                }
                """))
    }

    func testTheEnumPatternNeedsTheFlowsNameAndAWordAfterIt() {
        XCTAssertEqual(GenericRouterArgument(parameter: "R", argument: "TreesRoute").enumPattern(forCoordinator: "TreesCoordinator"), "{Name}Route")
        XCTAssertNil(GenericRouterArgument(parameter: "R", argument: "Treeshouse").enumPattern(forCoordinator: "TreesCoordinator"))
        XCTAssertNil(GenericRouterArgument(parameter: "R", argument: "Trees").enumPattern(forCoordinator: "TreesCoordinator"))
        XCTAssertNil(GenericRouterArgument(parameter: "R", argument: "AppRoute").enumPattern(forCoordinator: "TreesCoordinator"))
    }
}
