import Foundation
import XCTest

@testable import CoordgenKit

/// A plain-family app whose root and first flows are handed the window (`init(window:services:)`) while
/// the flows on a stack are handed the navigation controller (`init(navigationController:history:services:)`,
/// `init(navigationController:services:)`): `init` records the initialiser the stack flows share, a new
/// child of the root gets a navigation controller of its own made the window's root, a screen goes onto
/// a stack flow, the app type-checks, existing files only gain lines, and `remove` gives back every byte.
final class WindowRootEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape) {
        let adopted = try ExistingApps.adopted("WindowRootSharedServices", into: &workspaces)
        return (adopted.app, adopted.shape)
    }

    func testInitRecordsTheInitialiserOfTheFlowsHandedANavigationController() throws {
        let (_, shape) = try adopted()
        XCTAssertEqual(shape.protocol.navigation?.name, "navigationController")
        XCTAssertEqual(shape.protocol.initializers.map(\.signature), ["init(navigationController: UINavigationController, services: AppServices)"])
    }

    func testANewChildOfTheRootIsTheWindowsRootAndTypeChecks() throws {
        let (app, shape) = try adopted()
        let original = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "coordinator", "Favourites", "--parent", "App"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.output.contains(
                "note: AppCoordinator holds the window, not a navigation stack: openFavouritesCoordinator() starts FavouritesCoordinator on a new UINavigationController, made the root of window"
            ), result.output)
        let screen = CoordgenBinary.run(["new", "screen", "Pantry", "--coordinator", "Recipes"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        let parent = try String(contentsOf: app.appendingPathComponent("Pantry/Coordinators/AppCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(
            parent.contains(
                """
                    func openFavouritesCoordinator() {
                        let navigationController = UINavigationController()
                        let coordinator = FavouritesCoordinator(navigationController: navigationController, services: services)
                """), parent)
        XCTAssertTrue(parent.contains("        window.rootViewController = navigationController\n    }"), parent)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete)])
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _) = try adopted()
        ExistingApps.assertGivesBackEveryByte(app, running: [["new", "coordinator", "Favourites", "--parent", "App"], ["remove", "coordinator", "Favourites"]])
    }
}
