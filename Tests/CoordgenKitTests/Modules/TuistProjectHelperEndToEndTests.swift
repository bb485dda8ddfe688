import Foundation
import XCTest

@testable import CoordgenKit

/// A Tuist app whose `Project.swift` lists no target: it calls a helper of
/// `Tuist/ProjectDescriptionHelpers` (`Project.application(name: appName, product: .app, …)`) whose
/// body makes the app's target and its tests' from the helper's parameters, with sources outside Tuist's
/// `Sources/` convention (`Targets/Source/**`). `init` reads both targets from the helper; a new screen of
/// a coordinator that holds its one screen in a property (handed by its parent) goes beside that screen,
/// into a folder the app target compiles, and nothing says the new file is left out of every target.
final class TuistProjectHelperEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> URL {
        let app = try ExistingApps.copy("TuistAppMadeByAProjectHelper")
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        return app
    }

    func testInitReadsTheTargetsTheHelperMakes() throws {
        let app = try adopted()
        let facts = try Project.load(app.appendingPathComponent(Project.configFileName)).appShape.project
        XCTAssertEqual(facts.appTarget, "Lantern")
        XCTAssertEqual(facts.appFolder, "Targets/Source")
        XCTAssertEqual(facts.testTarget, "LanternTests", "the helper's second target, named \"\\(name)Tests\"")
        XCTAssertEqual(facts.testFolder, "Targets/Tests")
    }

    func testANewScreenGoesBesideTheScreenItsCoordinatorHolds() throws {
        let app = try adopted()
        let result = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Home"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: app.appendingPathComponent("Targets/Source/Scene/Main/Home/GiraffeViewController.swift").path),
            result.output)
        XCTAssertTrue(result.stdout.contains("Giraffe's screen goes beside its coordinator's screens in Targets/Source/Scene/Main/Home (HomeViewController)"), result.stdout)
        XCTAssertFalse(result.output.contains("no target's sources"), result.output)
        XCTAssertFalse(result.output.contains("no target compiles"), result.output)
    }
}
