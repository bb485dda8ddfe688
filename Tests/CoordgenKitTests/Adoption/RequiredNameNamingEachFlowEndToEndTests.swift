import Foundation
import XCTest

@testable import CoordgenKit

/// A protocol requiring a text each flow names itself by (`var name: String { get }`, stored as
/// `let name: String = "Dog Walks Coordinator"` in `DogWalksCoordinator`): no value is shared by the
/// coordinators and no parent passes one, so `new coordinator` refused the requirement. The pattern the
/// coordinators follow is recorded (`"{Name} Coordinator"`) and a new flow names itself by it.
final class RequiredNameNamingEachFlowEndToEndTests: XCTestCase {
    func testThePatternIsReadFromEitherSpellingOfTheFlowsName() {
        XCTAssertEqual(SiblingNamedValue.pattern("\"Dog Walks Coordinator\"", naming: "DogWalksCoordinator"), "\"{Name} Coordinator\"")
        XCTAssertEqual(SiblingNamedValue.pattern("\"PersonInfo Coordinator\"", naming: "PersonInfoCoordinator"), "\"{Name} Coordinator\"")
        XCTAssertEqual(SiblingNamedValue.pattern("\"main\"", naming: "MainCoordinator"), nil, "the flow's name is not in it")
    }

    func testANewFlowStoresItsOwnNameAsItsSiblingsDo() throws {
        let app = try ExistingApps.copy("RequiredNameNamingEachFlow")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let initRun = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(initRun.status, 0, initRun.output)
        XCTAssertTrue(initRun.stdout.contains("store their own flow's name in it"), initRun.stdout)
        let shape = try Project.load(app.appendingPathComponent(Project.configFileName)).appShape
        XCTAssertFalse(shape.protocol.otherRequirements.contains { RequirementSignature($0).isProperty("name") })
        XCTAssertEqual(shape.protocol.properties?.first { $0.name == "name" }?.initialValue, "\"{Name} Coordinator\"")
        let result = CoordgenBinary.run(["new", "coordinator", "Kennel", "--parent", "AppCoordinator"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let kennel = try XCTUnwrap(TreeSnapshot(app).files.first { $0.key.hasSuffix("/KennelCoordinator.swift") }).value
        XCTAssertTrue(String(decoding: kennel, as: UTF8.self).contains("let name = \"Kennel Coordinator\""))
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        XCTAssertEqual(
            ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: LanguageSettings(mode: .swift5Minimal)),
            [])
    }
}
