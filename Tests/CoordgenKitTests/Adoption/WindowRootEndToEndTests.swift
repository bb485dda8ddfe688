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
        let app = try ExistingApps.copy("WindowRootSharedServices")
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        return (app, try Project.load(app.appendingPathComponent(Project.configFileName)).appShape)
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
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        for settings in [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete)] {
            do {
                _ = try SwiftCompiler.typeCheck(
                    appSources: ExistingApps.swiftFilesOf(app, under: appFolder), moduleName: shape.module, settings: settings,
                    deploymentTarget: shape.project.deploymentTarget)
            } catch let failure as SwiftCompiler.Failure {
                XCTFail("\(settings):\n\(failure.errors.map(\.description).joined(separator: "\n"))")
            }
        }
        for (path, data) in original.files where !path.hasSuffix("/") {
            let after = try XCTUnwrap(TreeSnapshot(app).files[path], path)
            var remaining = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)[...]
            for line in String(decoding: after, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            where remaining.first == line {
                remaining = remaining.dropFirst()
            }
            XCTAssertTrue(remaining.isEmpty, "\(path) lost or changed lines: \(remaining.prefix(3))")
        }
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _) = try adopted()
        let original = TreeSnapshot(app)
        for arguments in [["new", "coordinator", "Favourites", "--parent", "App"], ["remove", "coordinator", "Favourites"]] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        XCTAssertEqual(TreeSnapshot(app), original)
    }
}
