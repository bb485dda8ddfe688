import Foundation
import XCTest

@testable import CoordgenKit

/// Flows that each take a factory protocol of their own (`init(router:factory: AccountsFactoryProtocol)`),
/// implemented by one class in extensions, whose methods return a tuple of view model and view
/// controller, which no recorded factory writes: `init` leaves the parameter out of what new
/// coordinators take and says why, naming `--like`; a new flow then takes only the router, its parent
/// hands it no factory of another type, the app type-checks in Swift 5 and 6, and existing files only
/// gain lines.
final class PerFlowFactoryReturningTuplesEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    func testANewFlowTakesNoFactoryNobodyDeclaresAndInitSaysWhy() throws {
        let (app, shape, output) = try ExistingApps.adopted("PerFlowFactoryReturningTuples", into: &workspaces)
        XCTAssertEqual(shape.protocol.initializers.first?.signature, "init(router: NavigationRoutable)", output)
        XCTAssertNil(shape.protocol.screenFactory, "the tuple-returning per-flow factories are not a factory coordgen writes")
        XCTAssertTrue(
            output.contains(
                "factory: {Name}FactoryProtocol left out of new coordinators' initialiser: each flow declares its own (AccountsFactoryProtocol, TransfersFactoryProtocol)"
            ), output)
        XCTAssertTrue(output.contains("`new coordinator <Name> --like Accounts` copies a flow with its own"), output)

        let snapshot = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "coordinator", "Reservation", "--parent", "AppCoordinator"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let coordinator = try String(
            contentsOf: app.appendingPathComponent("Ledger/Modules/Reservation/Coordinator/ReservationCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(coordinator.contains("init(router: NavigationRoutable) {"), coordinator)
        XCTAssertFalse(coordinator.contains("ReservationFactoryProtocol"), coordinator)
        let parent = try String(contentsOf: app.appendingPathComponent("Ledger/Core/Coordinator/AppCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(parent.contains("let coordinator = ReservationCoordinator(router: router)"), parent)
        XCTAssertTrue(snapshot.onlyGainedLines(in: TreeSnapshot(app)), "an existing file lost or changed lines")
        try ExistingApps.assertTypeChecks(
            app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6, defaultIsolation: .mainActor)])
    }
}
