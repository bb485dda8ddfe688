import Foundation
import XCTest

@testable import CoordgenKit

/// UIKit coordinator apps of shapes first met outside the corpus.
///
/// - SettableFlowTypeBesideHolderProtocol: the protocol requires `var type: CoordinatorType { get set }`,
///   the finish delegate is told the flow's case (`flowDidEnd(type:)`), and a second protocol named like a
///   coordinator only holds one in a property. `init` picks the protocol the other holds and says so; a new
///   coordinator stores its case (`var type: CoordinatorType = .zebra`, since a computed one would not
///   conform) and passes `type` to its delegate.
/// - FlowsInAFolderEachRootMadeByFactory: the launch code has a factory make the root from its metatype
///   (`CoordinatorMaker.make(AppCoordinator.self, …)`) while two coordinators are named like a root, and
///   each flow has a folder of its own under `Modules/` (named otherwise than the flow) while the root
///   sits in `App/`. `init` takes the root from the launch code and records `Modules/{Name}`; a new
///   coordinator and its screens go into a new `Modules/Zebra/` folder, not the root's.
///
/// Each: the app type-checks after `new coordinator` and `new screen`, existing files only gain lines,
/// and `remove coordinator` gives back every byte.
final class UnseenUIKitShapesEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private let languageModes = [
        LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete), LanguageSettings(mode: .swift6),
    ]

    // MARK: A settable flow type beside a protocol that holds a coordinator

    func testInitPicksTheHeldProtocolAndRecordsTheSettableFlowType() throws {
        let adopted = try ExistingApps.adopted("SettableFlowTypeBesideHolderProtocol", into: &workspaces)
        XCTAssertEqual(adopted.shape.protocol.name, "Coordinator")
        XCTAssertTrue(adopted.output.contains("picked Coordinator, ShellCoordinator only holds a Coordinator"), adopted.output)
        XCTAssertEqual(adopted.shape.protocol.flowType?.settable, true)
        XCTAssertTrue(adopted.output.contains("type: CoordinatorType { get set }, stored by each new coordinator"), adopted.output)
    }

    func testANewCoordinatorStoresItsCaseAndTellsItsDelegateTheCase() throws {
        let (app, shape, _) = try ExistingApps.adopted("SettableFlowTypeBesideHolderProtocol", into: &workspaces)
        let original = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Shelf"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let screen = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        let coordinator = try String(contentsOf: app.appendingPathComponent("Library/Coordinators/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(coordinator.contains("    var type: CoordinatorType = .zebra\n"), coordinator)
        XCTAssertTrue(coordinator.contains("delegate?.flowDidEnd(type: type)"), coordinator)
        try ExistingApps.assertTypeChecks(app, shape, in: languageModes)
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingTheSettableFlowGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("SettableFlowTypeBesideHolderProtocol", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(app, running: [["new", "coordinator", "Zebra", "--parent", "Shelf"], ["remove", "coordinator", "Zebra"]])
    }

    // MARK: Flows in a folder each, the root made by a factory

    func testInitTakesTheRootTheLaunchFactoryMakesAndTheFlowsFolders() throws {
        let adopted = try ExistingApps.adopted("FlowsInAFolderEachRootMadeByFactory", into: &workspaces)
        XCTAssertEqual(adopted.shape.naming.root, "AppCoordinator")
        XCTAssertEqual(adopted.shape.layout.coordinators, "Shop/Modules/{Name}")
        XCTAssertTrue(adopted.output.contains("coordinators in a folder each: Shop/Modules/{Name}"), adopted.output)
    }

    func testANewFlowGetsAFolderBesideItsSiblingsAndTypeChecks() throws {
        let (app, shape, _) = try ExistingApps.adopted("FlowsInAFolderEachRootMadeByFactory", into: &workspaces)
        let original = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let screen = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        for file in ["ZebraCoordinator.swift", "ZebraViewController.swift", "GiraffeViewController.swift"] {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: app.appendingPathComponent("Shop/Modules/Zebra/\(file)").path), "\(file): \(result.output)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("Shop/App/ZebraCoordinator.swift").path))
        try ExistingApps.assertTypeChecks(app, shape, in: languageModes)
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingTheFlowInItsOwnFolderGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("FlowsInAFolderEachRootMadeByFactory", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(app, running: [["new", "coordinator", "Zebra", "--parent", "App"], ["remove", "coordinator", "Zebra"]])
    }
}
