import Foundation
import XCTest

@testable import CoordgenKit

/// No coordinator protocol, and the base class the coordinators share is generic
/// (`BaseCoordinator<Route>`, each flow filling it with a route enum of its own): `init` records the
/// base and says new flows are made like a sibling; `new coordinator --parent` refuses in one line naming
/// `--like` and changes nothing; `--like` then writes the flow with its own arguments
/// (`BaseCoordinator<ZebraRoute>`), which type-checks in Swift 5 and 6, and `remove` gives back every byte.
final class GenericBaseClassCoordinatorsEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape, String) {
        try ExistingApps.adopted("GenericBaseClassCoordinators", into: &workspaces)
    }

    func testInitRecordsTheGenericBaseAndNewCoordinatorRefusesInOneLineNamingLike() throws {
        let (app, _, output) = try adopted()
        XCTAssertTrue(output.contains("BaseCoordinator is generic"), output)
        let original = TreeSnapshot(app)
        // Places starts no flow: the refusal stands (under Maps, the flow is made like Places).
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Places"], in: app)
        XCTAssertNotEqual(result.status, 0, result.output)
        let error = result.output.split(separator: "\n").filter { $0.hasPrefix("Error:") }
        XCTAssertEqual(error.count, 1, result.output)
        XCTAssertTrue(result.output.contains("`new coordinator Zebra --like Places`"), result.output)
        original.assertOnlyGainedLines(in: app)
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("Atlas/ZebraCoordinator.swift").path))
    }

    func testLikeWritesTheFlowWithItsOwnArgumentsAndTypeChecks() throws {
        let (app, shape, _) = try adopted()
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra", "--like", "Places"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let zebra = try String(contentsOf: app.appendingPathComponent("Atlas/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(zebra.contains("final class ZebraCoordinator: BaseCoordinator<ZebraRoute> {"), zebra)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
    }

    func testRemovingTheCopiedFlowGivesBackEveryByte() throws {
        let (app, _, _) = try adopted()
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Zebra", "--like", "Places"], ["remove", "coordinator", "Zebra"]])
    }
}
