import Foundation
import XCTest

@testable import CoordgenKit

/// Flows subclass a base class that is no coordinator itself (`class BaseCoordinator` holding the
/// router and the services, `init(services:router:)`) and conform to a protocol of their own refining
/// `Coordinatable`; screens are shown through the router's `push(_: Presentable?)`. A new flow subclasses
/// that base too, is made with its initialiser's arguments by its parent (as the parent makes its other
/// children), and shows its first screen through the router it inherits: no shell.
final class BaseClassBesideProtocolEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    func testANewFlowSubclassesTheBaseItsSiblingsSubclassAndShowsItsScreenThroughItsRouter() throws {
        let (app, shape, output) = try ExistingApps.adopted("BaseBesideProtocolHoldingRouter", into: &workspaces)
        XCTAssertEqual(shape.protocol.name, "Coordinatable", output)
        XCTAssertEqual(shape.protocol.baseClass, "BaseCoordinator", output)
        XCTAssertEqual(shape.protocol.baseClassConforms, false, output)
        XCTAssertEqual(shape.protocol.passedToBaseInit, ["services", "router"], output)
        XCTAssertTrue(output.contains("BaseCoordinator: 3 of 3 coordinators subclass it"), output)

        let snapshot = TreeSnapshot(app)
        let made = CoordgenBinary.run(["new", "coordinator", "Ferry", "--parent", "AppCoordinatorImpl"], in: app)
        XCTAssertEqual(made.status, 0, made.output)
        XCTAssertTrue(made.output.contains("inherits the router `router` from BaseCoordinator"), made.output)
        let screen = CoordgenBinary.run(["new", "screen", "Manifest", "--coordinator", "CargoCoordinatorImpl"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)

        let flow = try String(contentsOf: app.appendingPathComponent("Harbor/Flows/Ferry/FerryCoordinatorImpl.swift"), encoding: .utf8)
        XCTAssertTrue(flow.contains("final class FerryCoordinatorImpl: BaseCoordinator, FerryCoordinator {"), flow)
        XCTAssertTrue(flow.contains("    func start() {"), flow)
        XCTAssertFalse(flow.contains("override"), flow)
        XCTAssertTrue(flow.contains("router.push(viewController)"), flow)
        let parent = try String(contentsOf: app.appendingPathComponent("Harbor/Application/AppCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(parent.contains("FerryCoordinatorImpl(services: services, router: router)"), parent)
        XCTAssertTrue(snapshot.onlyGainedLines(in: TreeSnapshot(app)), "an existing file lost or changed lines")
        try ExistingApps.assertTypeChecks(
            app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6, defaultIsolation: .mainActor)])
    }

    /// The base class conforms and holds a router whose methods take a module protocol each screen adopts
    /// itself (`func push(_ module: Presentable, …)`, `class HomeViewController: UIViewController,
    /// Presentable`) and exposes its navigation controller: the new flow is made with the base's `router:`
    /// and pushes its first screen on that navigation controller.
    func testANewFlowTakesTheBasesRouterAndPushesOnTheStackTheRouterExposes() throws {
        let (app, shape, output) = try ExistingApps.adopted("BaseHoldingRouterOfModules", into: &workspaces)
        XCTAssertEqual(shape.protocol.baseClass, "BaseCoordinator", output)
        XCTAssertNil(shape.protocol.baseClassConforms, output)
        XCTAssertEqual(shape.protocol.passedToBaseInit, ["router"], output)
        XCTAssertTrue(output.contains("BaseCoordinator's only designated initialiser is init(router: RouterType)"), output)
        XCTAssertEqual(shape.protocol.initializers.map(\.signature), ["init(router: RouterType)"], output)

        let snapshot = TreeSnapshot(app)
        let made = CoordgenBinary.run(["new", "coordinator", "Studio", "--parent", "AppCoordinator"], in: app)
        XCTAssertEqual(made.status, 0, made.output)
        let screen = CoordgenBinary.run(["new", "screen", "Easel", "--coordinator", "HomeCoordinator"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)

        let flow = try String(contentsOf: app.appendingPathComponent("Atelier/Flows/Studio/StudioCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(flow.contains("final class StudioCoordinator: BaseCoordinator"), flow)
        XCTAssertFalse(flow.contains("init("), flow)  // it inherits init(router:)
        XCTAssertTrue(flow.contains("router.navigationController.pushViewController(viewController, animated: true)"), flow)
        let parent = try String(contentsOf: app.appendingPathComponent("Atelier/Application/AppCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(parent.contains("StudioCoordinator(router: router)"), parent)
        XCTAssertTrue(snapshot.onlyGainedLines(in: TreeSnapshot(app)), "an existing file lost or changed lines")
        try ExistingApps.assertTypeChecks(
            app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6, defaultIsolation: .mainActor)])
    }

    /// Each coordinator holds its own router, whose methods take a module protocol each screen adopts
    /// itself (`func push(_ module: Presentable?)`), and the router's protocol refines that module
    /// protocol, which declares the navigation controller (`protocol RouterType: AnyObject, Presentable`):
    /// a new screen and a new flow push on the navigation controller the router exposes through it, where
    /// coordgen refused ("holds no navigation controller … nor a router"). Both type-check, and removing
    /// them gives back every byte.
    func testARouterRefiningTheModuleProtocolShowsNewScreensOnTheStackItExposes() throws {
        let (app, shape, output) = try ExistingApps.adopted("RouterTakesPresentableProtocol", into: &workspaces)
        let snapshot = TreeSnapshot(app)
        let screen = CoordgenBinary.run(["new", "screen", "Easel", "--coordinator", "GalleryCoordinator"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output + output)
        let made = CoordgenBinary.run(["new", "coordinator", "Studio", "--parent", "AppCoordinator"], in: app)
        XCTAssertEqual(made.status, 0, made.output)

        let gallery = try String(contentsOf: app.appendingPathComponent("Kiln/Flows/Gallery/GalleryCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(gallery.contains("        router.navigationController?.pushViewController(viewController, animated: true)\n"), gallery)
        let flow = try String(contentsOf: app.appendingPathComponent("Kiln/Flows/Studio/StudioCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(flow.contains("router.navigationController?.pushViewController(viewController, animated: true)"), flow)
        let parent = try String(contentsOf: app.appendingPathComponent("Kiln/Application/AppCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(parent.contains("StudioCoordinator(router: router)"), parent)
        XCTAssertTrue(snapshot.onlyGainedLines(in: TreeSnapshot(app)), "an existing file lost or changed lines")
        try ExistingApps.assertTypeChecks(
            app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6, defaultIsolation: .mainActor)])

        for arguments in [["coordinator", "Studio"], ["screen", "Easel", "--coordinator", "GalleryCoordinator"]] {
            let removal = CoordgenBinary.run(["remove"] + arguments, in: app)
            XCTAssertEqual(removal.status, 0, removal.output)
        }
        XCTAssertEqual(TreeSnapshot(app), snapshot)
    }
}
