import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI apps whose coordinator builds the views of a route enum while a router class beside it holds
/// the path and pushes (fixture CoordinatorBesideItsRouter: `FlowCoordinator.destination(for:)` over
/// `Stop`, `Navigator` with `path`, `push(_:)` and `pop()`, reached through a computed `navigator`, and a
/// start view reading both from `@Environment(Type.self)`): `init` records the routes as pushed through
/// the router, a new screen is a case, a clause of the builder and a method calling `navigator.push`, and
/// a new flow owns its stack, presented from the start view with `Bindable(coordinator)`.
final class CoordinatorBesideItsRouterEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private static let fixture = "CoordinatorBesideItsRouter"

    /// The language modes the other SwiftUI family tests check.
    private static let cells = [
        LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete), LanguageSettings(mode: .swift6),
        LanguageSettings.xcode26(.swift5Minimal), LanguageSettings.xcode26(.swift6),
    ]

    func testInitRecordsTheRoutesPushedThroughTheRouter() throws {
        let (_, shape, output) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        XCTAssertEqual(shape.protocol.name, "Observable")
        let routes = try XCTUnwrap(shape.protocol.routes, output)
        XCTAssertEqual(routes.enum, "Stop")
        XCTAssertEqual(routes.viewBuilder, "destination(for:)")
        XCTAssertEqual(routes.push, "navigator.push")
        XCTAssertEqual(routes.pop, "navigator.pop")
        XCTAssertEqual(routes.navigator, PropertyRequirement(name: "path", type: "NavigationPath"))
        XCTAssertTrue(
            output.contains("Stop pushed by Navigator.push onto Navigator.path, which FlowCoordinator reaches through `navigator`"), output)
    }

    /// init → new coordinator → new screen: no new compile error in any cell, lines only inserted, and
    /// the screen pushed through the router as the app's views push.
    func testANewFlowAndAScreenTypeCheckAndOnlyInsertLines() throws {
        let (app, shape, _) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let before = Self.cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
        let original = TreeSnapshot(app)
        for arguments in [
            ["new", "coordinator", "Zebra", "--parent", "FlowCoordinator"],
            ["new", "screen", "Giraffe", "--coordinator", "FlowCoordinator"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        for (settings, old) in zip(Self.cells, before) {
            let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
            XCTAssertEqual(new, [], "\(settings)")
        }
        original.assertOnlyGainedLines(in: app, Self.fixture)
        let coordinator = try String(contentsOf: app.appendingPathComponent("Tidepool/Navigation/FlowCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(coordinator.contains("navigator.push(.giraffe)"), coordinator)
        XCTAssertTrue(coordinator.contains("case .giraffe:\n            GiraffeView()"), coordinator)
        let start = try String(contentsOf: app.appendingPathComponent("Tidepool/Screens/StartView.swift"), encoding: .utf8)
        XCTAssertTrue(start.contains(".sheet(item: Bindable(coordinator).zebra)"), start)
        let flow = try String(contentsOf: app.appendingPathComponent("Tidepool/Navigation/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(flow.contains("func push(_ stop: Stop)"), flow)
        XCTAssertTrue(flow.contains("func pop()"), flow)
    }

    /// init → new coordinator → new screen on that new coordinator: the screen is pushed and popped with
    /// the generated flow's own `push`/`pop` (it holds no `navigator`), the note says so, the app
    /// type-checks in every cell, and removing the screen then the flow gives back every byte.
    func testAScreenOnAGeneratedFlowUsesItsOwnPushAndPop() throws {
        let (app, shape, _) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let before = Self.cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
        let original = TreeSnapshot(app)
        let flow = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "FlowCoordinator"], in: app)
        XCTAssertEqual(flow.status, 0, flow.output)
        let afterFlow = TreeSnapshot(app)
        let screen = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        XCTAssertTrue(screen.output.contains("ZebraCoordinator has no `navigator`"), screen.output)
        for (settings, old) in zip(Self.cells, before) {
            let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
            XCTAssertEqual(new, [], "\(settings)")
        }
        let coordinator = try String(contentsOf: app.appendingPathComponent("Tidepool/Navigation/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(coordinator.contains("case .giraffe:"), coordinator)
        XCTAssertFalse(coordinator.contains("navigator."), coordinator)
        let view = try String(contentsOf: app.appendingPathComponent("Tidepool/Screens/GiraffeView.swift"), encoding: .utf8)
        XCTAssertTrue(view.contains("coordinator.pop()"), view)
        XCTAssertFalse(view.contains("navigator"), view)
        let removeScreen = CoordgenBinary.run(["remove", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        XCTAssertEqual(removeScreen.status, 0, removeScreen.output)
        XCTAssertEqual(TreeSnapshot(app), afterFlow)
        let removeFlow = CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(removeFlow.status, 0, removeFlow.output)
        XCTAssertEqual(TreeSnapshot(app), original)
    }

    func testRemoveRightAfterNewGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        let original = TreeSnapshot(app)
        for arguments in [["new", "coordinator", "Zebra", "--parent", "FlowCoordinator"], ["remove", "coordinator", "Zebra"]] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        XCTAssertEqual(TreeSnapshot(app), original)
    }
}

final class RouterBesideCoordinatorTests: XCTestCase {
    private func detect(_ source: String) -> ProtocolFreeShapeDetector {
        let files = [SourceFile(path: "A.swift", text: source)]
        return ProtocolFreeShapeDetector(index: DeclarationIndex(files: files), files: files)
    }

    private let router = """
        import SwiftUI
        @Observable final class Router {
            var path = NavigationPath()
            func push(_ route: Route) { path.append(route) }
            func back() { path.removeLast() }
        }
        enum Route: Hashable { case home }
        """

    func testAStoredRouterIsReadAsAComputedOneIs() throws {
        let detector = detect(
            router + """

                @Observable final class AppCoordinator {
                    let router = Router()
                    @ViewBuilder func view(for route: Route) -> some View { EmptyView() }
                }
                """)
        let type = try XCTUnwrap(detector.index.types.first { $0.name == "AppCoordinator" })
        let (routes, _) = try XCTUnwrap(detector.routesThroughRouter(of: type))
        XCTAssertEqual(routes.push, "router.push")
        XCTAssertEqual(routes.pop, "router.back")
        XCTAssertEqual(routes.viewBuilder, "view(for:)")
    }

    /// Without a view builder over the router's enum the coordinator is not read as one beside it.
    func testNoViewBuilderOverTheRoutersEnumIsNoShape() throws {
        let detector = detect(
            router + """

                @Observable final class AppCoordinator {
                    let router = Router()
                    func start() -> some View { EmptyView() }
                }
                """)
        let type = try XCTUnwrap(detector.index.types.first { $0.name == "AppCoordinator" })
        XCTAssertNil(detector.routesThroughRouter(of: type))
    }

    func testAMethodCalledThroughAPropertyIsDeclaredByItsOwnName() {
        XCTAssertEqual(RouteShape.ownName("router.push"), "push")
        XCTAssertEqual(RouteShape.ownName("router.go(to:)"), "go(to:)")
        XCTAssertEqual(RouteShape.ownName("pop"), "pop")
    }
}
