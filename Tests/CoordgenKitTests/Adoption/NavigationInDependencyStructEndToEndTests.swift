import Foundation
import XCTest

@testable import CoordgenKit

/// A plain-family app whose coordinators keep their navigation controller inside the dependency struct
/// each declares for itself (`dependency.navigationController`): `init` records the path, a new screen is
/// pushed through it and the app type-checks; a new coordinator with `--parent` is refused in one line
/// that names `--like` and `shape.navigation`, changing nothing, and `--like` then works.
final class NavigationInDependencyStructEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape) {
        let adopted = try ExistingApps.adopted("NavigationInDependencyStruct", into: &workspaces)
        return (adopted.app, adopted.shape)
    }

    func testInitRecordsThePathToTheNavigationController() throws {
        let (_, shape) = try adopted()
        XCTAssertEqual(shape.protocol.navigation?.name, "dependency.navigationController")
        XCTAssertEqual(shape.protocol.navigation?.holder, "dependency")
    }

    func testANewScreenIsPushedThroughThePathAndTypeChecks() throws {
        let (app, shape) = try adopted()
        let original = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "screen", "Landmark", "--coordinator", "Places"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let coordinator = try String(contentsOf: app.appendingPathComponent("Atlas/Coordinators/PlacesCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(coordinator.contains("        dependency.navigationController.pushViewController(viewController, animated: true)"), coordinator)
        try ExistingApps.assertTypeChecks(app, shape)
        original.assertOnlyGainedLines(in: app)
    }

    func testANewCoordinatorWithAParentIsRefusedInOneLineAndLikeThenWorks() throws {
        let (app, shape) = try adopted()
        let before = TreeSnapshot(app)
        let refused = CoordgenBinary.run(["new", "coordinator", "Trips", "--parent", "Explore"], in: app)
        XCTAssertEqual(refused.status, 1, refused.output)
        XCTAssertEqual(refused.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("through `dependency.navigationController`"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("--like <Flow>"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("(shape.navigation in .coordgen.yml)"), refused.stderr)
        XCTAssertEqual(TreeSnapshot(app), before)
        let like = CoordgenBinary.run(["new", "coordinator", "Trips", "--like", "Places"], in: app)
        XCTAssertEqual(like.status, 0, like.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent("Atlas/Coordinators/TripsCoordinator.swift").path))
        try ExistingApps.assertTypeChecks(app, shape)
    }
}
