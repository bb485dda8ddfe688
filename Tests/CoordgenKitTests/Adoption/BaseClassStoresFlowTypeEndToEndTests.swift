import Foundation
import XCTest

@testable import CoordgenKit

/// A CoordinatorType-family app whose base class stores the flow's case in a `let` it is given through
/// `init(type:)` (its subclasses call `super.init(type: .visits)`): `init` records the label, a new
/// coordinator passes its case to the base class instead of overriding `type`, and sets the navigation
/// controller the base class declares after it; the app type-checks, existing files only gain lines, and
/// `remove` gives back every byte.
final class BaseClassStoresFlowTypeEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape) {
        let adopted = try ExistingApps.adopted("BaseClassStoresFlowType", into: &workspaces)
        return (adopted.app, adopted.shape)
    }

    func testInitRecordsThatTheBaseClassIsGivenTheCase() throws {
        let (_, shape) = try adopted()
        XCTAssertEqual(shape.protocol.baseClass, "BaseCoordinator")
        XCTAssertEqual(shape.protocol.flowType?.baseInitLabel, "type")
    }

    func testANewCoordinatorPassesItsCaseToTheBaseClassAndTypeChecks() throws {
        let (app, shape) = try adopted()
        let original = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "coordinator", "Dental", "--parent", "Visits"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let screen = CoordgenBinary.run(["new", "screen", "Invoice", "--coordinator", "Dental"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        let coordinator = try String(contentsOf: app.appendingPathComponent("Clinic/Coordinators/DentalCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(
            coordinator.contains(
                "\tinit(navigationController: UINavigationController?) {\n\t\tsuper.init(type: .dental)\n\t\tself.navigationController = navigationController\n\t}"
            ), coordinator)
        XCTAssertFalse(coordinator.contains("var type"), coordinator)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete)])
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _) = try adopted()
        ExistingApps.assertGivesBackEveryByte(app, running: [["new", "coordinator", "Dental", "--parent", "Visits"], ["remove", "coordinator", "Dental"]])
    }
}
