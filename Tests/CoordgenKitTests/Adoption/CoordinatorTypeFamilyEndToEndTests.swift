import Foundation
import XCTest

@testable import CoordgenKit

/// Apps of the CoordinatorType family in shapes seen in public apps, through the built binary. That the
/// new code type-checks and is insertion-only is checked for every fixture by `AdoptedAppsEndToEndTests`;
/// that removing right after adding gives back every byte, by `RemoveCoordinatorEndToEndTests`.
final class CoordinatorTypeFamilyEndToEndTests: XCTestCase {
    func testARootNoLaunchTypeCreatesIsTheOneCoordinatorThatStartsOthers() throws {
        // A container makes the tab root for the scene; a splash coordinator starts nothing.
        let app = try ExistingApps.copy("ContainerMadeTabRoot")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let adopted = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(adopted.status, 0, adopted.output)
        XCTAssertTrue(
            adopted.stdout.contains("root:        TabBarCoordinator (no SceneDelegate or AppDelegate creates a coordinator; it is the one coordinator that starts others, HomeCoordinator, ProfileCoordinator, that no coordinator starts, and AppContainer makes it)"),
            adopted.stdout)
        let config = try Project.load(app.appendingPathComponent(Project.configFileName))
        XCTAssertEqual(config.appShape.naming.root, "TabBarCoordinator")
    }

    func testAParentGainsTheFinishConformanceWithItsFirstChildAndLosesItWithItsLast() throws {
        let app = try ExistingApps.copy("ContainerMadeTabRoot")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        XCTAssertEqual(CoordgenBinary.run(["init"], in: app).status, 0)
        let parent = app.appendingPathComponent("Market/Coordinators/TabBarCoordinator.swift")
        let before = try String(contentsOf: parent, encoding: .utf8)
        for flow in ["Zebra", "Yak"] {
            let made = CoordgenBinary.run(["new", "coordinator", flow, "--parent", "TabBar"], in: app)
            XCTAssertEqual(made.status, 0, made.output)
        }
        let withTwo = try String(contentsOf: parent, encoding: .utf8)
        XCTAssertEqual(withTwo.components(separatedBy: "extension TabBarCoordinator: CoordinatorFinishDelegate").count, 2, withTwo)
        // The other child still makes the parent its delegate: the conformance stays.
        // (Last added, first removed: the parent's body ended with blank lines, so only that order finds
        // each method's own line breaks again.)
        XCTAssertEqual(CoordgenBinary.run(["remove", "coordinator", "Yak"], in: app).status, 0)
        XCTAssertTrue(try String(contentsOf: parent, encoding: .utf8).contains("extension TabBarCoordinator: CoordinatorFinishDelegate"))
        let last = CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(last.status, 0, last.output)
        XCTAssertTrue(last.stdout.contains("the extension making TabBarCoordinator a CoordinatorFinishDelegate"), last.stdout)
        XCTAssertEqual(try String(contentsOf: parent, encoding: .utf8), before)
    }
}
