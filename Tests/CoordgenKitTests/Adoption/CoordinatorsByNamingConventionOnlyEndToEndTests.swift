import Foundation
import XCTest

@testable import CoordgenKit

/// A UIKit app whose coordinators nothing but their names makes coordinators
/// (CoordinatorsByNamingConventionOnly): `*Coordinator` classes holding a `UINavigationController`, with
/// `start()`, each made and started by its parent in a method (`EntriesCoordinator(navigationController:
/// navigationController, services: services).start()`) and kept by nobody; one class started with an
/// argument and one holding no stack beside them. `init` records the convention, the new coordinator
/// conforms to nothing and takes the initialiser most siblings declare, its parent starts it as it starts
/// the others; the edits type-check in Swift 5 and in Swift 6 with MainActor default isolation and only
/// insert lines.
final class CoordinatorsByNamingConventionOnlyEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private static let fixture = "CoordinatorsByNamingConventionOnly"
    private static let cells = [
        LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6, defaultIsolation: .mainActor),
    ]

    func testInitRecordsTheConventionAndSaysWhichClassesItTook() throws {
        let (_, shape, output) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        XCTAssertEqual(shape.protocol.name, NamingConventionShapeDetector.recordedName)
        XCTAssertEqual(shape.naming.root, "AppCoordinator")
        XCTAssertEqual(shape.protocol.navigation, PropertyRequirement(name: "navigationController", type: "UINavigationController"))
        XCTAssertEqual(
            shape.protocol.initializers.map(\.signature), ["init(navigationController: UINavigationController, services: LedgerServices)"])
        XCTAssertTrue(
            output.contains(
                "AppCoordinator, EntriesCoordinator, SettingsCoordinator: 3 of the 5 classes named like coordinators hold `navigationController` and have start()"
            ), output)
        XCTAssertTrue(output.contains("(not read: EntryDetailCoordinator, SearchResultsCoordinator)"), output)
        XCTAssertTrue(output.contains("new coordinators conform to nothing"), output)
    }

    func testANewFlowAndItsScreenTypeCheckAndOnlyInsertLines() throws {
        let (app, shape, _) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let before = Self.cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
        let original = TreeSnapshot(app)
        for arguments in [
            ["new", "coordinator", "Zebra", "--parent", "App"],
            ["new", "screen", "Giraffe", "--coordinator", "Zebra"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        let zebra = try String(contentsOf: app.appendingPathComponent("Ledger/Coordinators/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(zebra.contains("final class ZebraCoordinator {"), zebra)
        XCTAssertTrue(zebra.contains("init(navigationController: UINavigationController, services: LedgerServices)"), zebra)
        XCTAssertTrue(zebra.contains("func pushToGiraffe()"), zebra)
        let parent = try String(contentsOf: app.appendingPathComponent("Ledger/Coordinators/AppCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(parent.contains("ZebraCoordinator(navigationController: navigationController, services: services)"), parent)
        // Kept, so the flow outlives the method that starts it and its screens' callbacks reach it.
        XCTAssertTrue(parent.contains("private var zebraCoordinator: ZebraCoordinator?"), parent)
        for (settings, old) in zip(Self.cells, before) {
            let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
            XCTAssertEqual(new, [], "\(settings)")
        }
        original.assertOnlyGainedLines(in: app, Self.fixture)
    }

    func testRemoveRightAfterNewGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        let original = TreeSnapshot(app)
        for arguments in [["new", "coordinator", "Zebra", "--parent", "App"], ["remove", "coordinator", "Zebra"]] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        XCTAssertEqual(TreeSnapshot(app), original)
    }
}
