import Foundation
import XCTest

@testable import CoordgenKit

/// Each flow declares a protocol of its own named like a coordinator (`TrackingCoordinator`,
/// `SettingsCoordinator`, each implemented by one `…CoordinatorImpl`), and all of them refine one
/// protocol that is not (`Coordinatable`, which requires `start()`): `init` records that one as the
/// coordinator protocol instead of refusing over the flows' own, a new flow and a new screen are
/// written, existing files only gain lines, and the app type-checks in Swift 5 and 6.
final class FlowProtocolsRefineCoordinatableEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    func testTheProtocolEveryFlowsProtocolRefinesIsTheCoordinatorProtocol() throws {
        let (app, shape, output) = try ExistingApps.adopted("FlowProtocolsRefineCoordinatable", into: &workspaces)
        XCTAssertEqual(shape.protocol.name, "Coordinatable", output)
        XCTAssertEqual(shape.naming.flowProtocol, "{Name}Coordinator", output)
        XCTAssertEqual(shape.naming.flowClass, "{Name}CoordinatorImpl", output)

        let snapshot = TreeSnapshot(app)
        for arguments in [
            ["new", "coordinator", "Reservation", "--parent", "AppCoordinatorImpl"], ["new", "screen", "Receipt", "--coordinator", "TrackingCoordinatorImpl"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        let flow = try String(
            contentsOf: app.appendingPathComponent("Parcel/Flows/Reservation/ReservationCoordinatorImpl.swift"), encoding: .utf8)
        XCTAssertTrue(flow.contains("protocol ReservationCoordinator: Coordinatable {"), flow)
        // It subclasses the base its siblings subclass, for the stack it holds and the children it keeps.
        XCTAssertTrue(flow.contains("final class ReservationCoordinatorImpl: BaseCoordinator, ReservationCoordinator {"), flow)
        XCTAssertFalse(flow.contains("override"), flow)
        XCTAssertTrue(flow.contains("navigationController.pushViewController(viewController, animated: true)"), flow)
        XCTAssertTrue(snapshot.onlyGainedLines(in: TreeSnapshot(app)), "an existing file lost or changed lines")
        try ExistingApps.assertTypeChecks(
            app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6, defaultIsolation: .mainActor)])
    }
}
