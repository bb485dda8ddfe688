import Foundation
import XCTest

@testable import CoordgenKit

/// Shapes met in public apps coordgen had not seen (session 39's probe), each reproduced by a fixture of
/// our own: `init` without flags, `new coordinator`, the new files in the right targets, and `remove
/// coordinator` giving back every byte. (The fixtures also join AdoptedAppsEndToEnd's type check.)
final class ProbeShapesEndToEndTests: XCTestCase {
    /// A file only the test target compiles, kept in the app's folder beside the screen it stands for: the
    /// tests' folder is the test target's own folder, not the app's, so new sources join the app target
    /// and new tests go where the other tests are.
    func testATestFileInTheAppFolderLeavesNewSourcesInTheAppTarget() throws {
        let app = try ExistingApps.copy("TestSupportInAppFolder")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let initRun = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(initRun.status, 0, initRun.output)
        let config = try Project.load(app.appendingPathComponent(Project.configFileName))
        XCTAssertEqual(config.paths.tests, "MusicTests")
        XCTAssertEqual(config.appShape.project.testFolder, "MusicTests")

        let before = TreeSnapshot(app)
        let run = CoordgenBinary.run(["new", "coordinator", "Reservation", "--parent", "AppCoordinator"], in: app)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.stdout.contains("note: new sources go to Music: the app target named in .coordgen.yml"), run.stdout)
        let sources = try Self.sourcesByTarget(app.appendingPathComponent("Music.xcodeproj/project.pbxproj"))
        XCTAssertEqual(sources["Music"]?.filter { $0.hasPrefix("Reservation") }, ["ReservationCoordinator.swift", "ReservationViewController.swift"])
        XCTAssertEqual(sources["MusicTests"], ["AppCoordinatorTests.swift", "HomeScreenSample.swift", "ReservationCoordinatorTests.swift"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent("MusicTests/ReservationCoordinatorTests.swift").path))

        let removal = CoordgenBinary.run(["remove", "coordinator", "Reservation"], in: app)
        XCTAssertEqual(removal.status, 0, removal.output)
        XCTAssertEqual(TreeSnapshot(app), before, removal.output)
    }

    /// Per-flow protocols named after coordinators that are not the coordinators' protocol: each flow's
    /// screen factory (`PlantsCoordinatorFactoryProtocol`, conformed to by its factory class) and output
    /// (`PlantsCoordinatorOutput`, conformed to by that flow alone). `init` passes them over for the
    /// protocol every flow adopts (`Startable`, in extensions) instead of asking which of four it is.
    func testFactoryAndOutputProtocolsNamedAfterCoordinatorsAreNotTheProtocol() throws {
        let app = try ExistingApps.copy("FactoryProtocolsNamedAfterCoordinators")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let initRun = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(initRun.status, 0, initRun.output)
        let config = try Project.load(app.appendingPathComponent(Project.configFileName))
        XCTAssertEqual(config.appShape.protocol.name, "Startable")

        let before = TreeSnapshot(app)
        let run = CoordgenBinary.run(["new", "coordinator", "Reservation", "--parent", "AppCoordinator"], in: app)
        XCTAssertEqual(run.status, 0, run.output)
        let coordinator = try String(
            contentsOf: app.appendingPathComponent("Garden/Flows/Reservation/ReservationCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(coordinator.contains("final class ReservationCoordinator: Startable {"), coordinator)
        let removal = CoordgenBinary.run(["remove", "coordinator", "Reservation"], in: app)
        XCTAssertEqual(removal.status, 0, removal.output)
        XCTAssertEqual(TreeSnapshot(app), before, removal.output)
    }

    /// A flow that names the base class holding the navigation stack through a typealias
    /// (`TicketsCoordinator: TabItemCoordinator`, `typealias TabItemCoordinator = NavigationCoordinator`) is
    /// one of its subclasses: `init` counts it among them, and a screen added to it pushes onto the stack
    /// it inherits instead of being refused for having none.
    func testABaseClassNamedThroughATypealiasHoldsTheFlowsStack() throws {
        let app = try ExistingApps.copy("BaseClassThroughTypealias")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let initRun = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(initRun.status, 0, initRun.output)
        let shape = try Project.load(app.appendingPathComponent(Project.configFileName)).appShape.protocol
        XCTAssertEqual(shape.baseClass, "NavigationCoordinator")
        XCTAssertEqual(shape.navigation?.name, "navigationController")

        let before = TreeSnapshot(app)
        let run = CoordgenBinary.run(["new", "screen", "Receipt", "--coordinator", "Tickets"], in: app)
        XCTAssertEqual(run.status, 0, run.output)
        let coordinator = try String(
            contentsOf: app.appendingPathComponent("Transit/Coordinators/TicketsCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(coordinator.contains("navigationController.pushViewController(viewController, animated: true)"), coordinator)
        let removal = CoordgenBinary.run(["remove", "screen", "Receipt", "--coordinator", "Tickets"], in: app)
        XCTAssertEqual(removal.status, 0, removal.output)
        XCTAssertEqual(TreeSnapshot(app), before, removal.output)
    }

    /// The factory and output protocols alone, as the detector sees them.
    func testFactoryProtocolNamesAndOneFlowsOwnProtocols() {
        for name in ["CoordinatorFactory", "FeedCoordinatorFactoryProtocol", "CoordinatorFactoryType"] {
            XCTAssertTrue(CoordinatorProtocolDetector.namesAFactory(name), name)
        }
        for name in ["Coordinator", "FactoryCoordinator", "CoordinatorFactoryDelegateCoordinator"] {
            XCTAssertFalse(CoordinatorProtocolDetector.namesAFactory(name), name)
        }
    }

    /// File names compiled by each target's Sources phase, read with the test-only OpenStep reader.
    private static func sourcesByTarget(_ file: URL) throws -> [String: [String]] {
        let text = try String(contentsOf: file, encoding: .utf8)
        let objects = try XCTUnwrap(try OpenStepParser.parse(text)["objects"]?.dictionary)
        var result: [String: [String]] = [:]
        for target in objects.values where target["isa"]?.string == "PBXNativeTarget" {
            let name = try XCTUnwrap(target["name"]?.string)
            let phases = (target["buildPhases"]?.array ?? []).compactMap { $0.string.flatMap { objects[$0] } }
            let sources = phases.first { $0["isa"]?.string == "PBXSourcesBuildPhase" }
            result[name] = (sources?["files"]?.array ?? []).compactMap { file in
                file.string.flatMap { objects[$0]?["fileRef"]?.string }.flatMap { objects[$0] }.flatMap { $0["path"]?.string }
            }.sorted()
        }
        return result
    }
}
