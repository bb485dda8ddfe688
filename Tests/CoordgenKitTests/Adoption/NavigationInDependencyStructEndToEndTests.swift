import Foundation
import XCTest

@testable import CoordgenKit

/// A plain-family app whose coordinators keep their navigation controller inside the dependency struct
/// each declares for itself (`dependency.navigationController`): `init` records the path, a new screen is
/// pushed through it and the app type-checks; a new coordinator with `--parent` declares a struct of its
/// own, filled by the parent, and `--like` still works.
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

    func testANewCoordinatorWithAParentDeclaresItsOwnDependencyAndLikeStillWorks() throws {
        let (app, shape) = try adopted()
        let child = CoordgenBinary.run(["new", "coordinator", "Trips", "--parent", "Explore"], in: app)
        XCTAssertEqual(child.status, 0, child.output)
        let trips = try String(contentsOf: app.appendingPathComponent("Atlas/Coordinators/TripsCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(
            trips.contains(
                "    struct Dependency {\n        let navigationController: UINavigationController\n        let maps: MapStore\n    }\n"),
            trips)
        let explore = try String(contentsOf: app.appendingPathComponent("Atlas/Coordinators/ExploreCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(
            explore.contains(
                "TripsCoordinator(dependency: TripsCoordinator.Dependency(navigationController: dependency.navigationController, maps: dependency.maps))"
            ), explore)
        let like = CoordgenBinary.run(["new", "coordinator", "Stops", "--like", "Places"], in: app)
        XCTAssertEqual(like.status, 0, like.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent("Atlas/Coordinators/StopsCoordinator.swift").path))
        try ExistingApps.assertTypeChecks(app, shape)
    }

    /// A config recorded before coordgen read the struct's members: the refusal says how to record them.
    func testWithoutTheRecordedStructANewCoordinatorIsRefusedInOneLine() throws {
        let (app, _) = try adopted()
        let config = app.appendingPathComponent(Project.configFileName)
        var recorded = try String(contentsOf: config, encoding: .utf8)
        let start = try XCTUnwrap(recorded.range(of: "  nestedDependency:\n"))
        let end = try XCTUnwrap(recorded.range(of: "# How flows are named", range: start.upperBound..<recorded.endIndex))
        recorded.removeSubrange(start.lowerBound..<end.lowerBound)
        try recorded.write(to: config, atomically: true, encoding: .utf8)
        let before = TreeSnapshot(app)
        let refused = CoordgenBinary.run(["new", "coordinator", "Trips", "--parent", "Explore"], in: app)
        XCTAssertEqual(refused.status, 1, refused.output)
        XCTAssertEqual(refused.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("through `dependency.navigationController`"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("coordgen init --force"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("(shape.nestedDependency in .coordgen.yml)"), refused.stderr)
        XCTAssertEqual(TreeSnapshot(app), before)
    }
}
