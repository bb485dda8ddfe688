import Foundation
import XCTest

@testable import CoordgenKit

/// Flows whose folders follow `Flows/{Name}Flow`, one of them kept below its parent's
/// (`Flows/MainFlow/SettingsFlow/SettingsCoordinator.swift`), each screen made by a module builder in a
/// folder of its own (`SettingsModule().build(…)`): the pattern names `Flows/SettingsFlow` for Settings,
/// which does not exist. A new screen of Settings goes into Settings' own folder, below Main's, and the
/// output says why; a top-level flow's screen still goes where the pattern names.
final class NestedFlowFoldersEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> URL {
        let app = try ExistingApps.copy("FlowFoldersNestedInTheirParents")
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        return app
    }

    func testANestedFlowsScreenGoesIntoItsOwnFolder() throws {
        let app = try adopted()
        let result = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Settings"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let path = "Atlas/Flows/MainFlow/SettingsFlow/GiraffeViewController.swift"
        XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent(path).path), result.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("Atlas/Flows/SettingsFlow").path), result.output)
        XCTAssertTrue(
            result.stdout.contains(
                "Settings's screen goes into its coordinator's folder Atlas/Flows/MainFlow/SettingsFlow, the flow's folder kept below another flow's"),
            result.stdout)
    }

    func testATopLevelFlowsScreenGoesWhereThePatternNames() throws {
        let app = try adopted()
        let result = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Auth"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: app.appendingPathComponent("Atlas/Flows/AuthFlow/GiraffeViewController.swift").path),
            result.output)
    }
}
