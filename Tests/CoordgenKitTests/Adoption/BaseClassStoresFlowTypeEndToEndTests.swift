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
        let app = try ExistingApps.copy("BaseClassStoresFlowType")
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        return (app, try Project.load(app.appendingPathComponent(Project.configFileName)).appShape)
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
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        for settings in [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete)] {
            do {
                _ = try SwiftCompiler.typeCheck(
                    appSources: ExistingApps.swiftFilesOf(app, under: appFolder), moduleName: shape.module, settings: settings,
                    deploymentTarget: shape.project.deploymentTarget)
            } catch let failure as SwiftCompiler.Failure {
                XCTFail("\(settings):\n\(failure.errors.map(\.description).joined(separator: "\n"))")
            }
        }
        for (path, data) in original.files where !path.hasSuffix("/") {
            let after = try XCTUnwrap(TreeSnapshot(app).files[path], path)
            var remaining = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)[...]
            for line in String(decoding: after, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            where remaining.first == line {
                remaining = remaining.dropFirst()
            }
            XCTAssertTrue(remaining.isEmpty, "\(path) lost or changed lines: \(remaining.prefix(3))")
        }
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _) = try adopted()
        let original = TreeSnapshot(app)
        for arguments in [["new", "coordinator", "Dental", "--parent", "Visits"], ["remove", "coordinator", "Dental"]] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        XCTAssertEqual(TreeSnapshot(app), original)
    }
}
