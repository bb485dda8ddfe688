import Foundation
import XCTest

@testable import CoordgenKit

/// A plain-family app whose protocol requires members that no extension implements and coordgen has no
/// template for (`removeChildCoordinator(_:)`, `showProblem(_:)`), which the coordinators implement alike
/// (two-space indentation; the parents loop over their children, the leaves leave it empty): `init` records
/// each as the coordinators write it, a new coordinator implements them the same way in the app's
/// indentation, the app type-checks, existing files only gain lines, and `remove` gives back every byte.
final class RequirementsImplementedAlikeEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape) {
        let app = try ExistingApps.copy("RequirementsImplementedAlike")
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        return (app, try Project.load(app.appendingPathComponent(Project.configFileName)).appShape)
    }

    func testInitRecordsTheImplementationsTheCoordinatorsShare() throws {
        let (_, shape) = try adopted()
        XCTAssertEqual(shape.protocol.otherRequirements, ["func start()"])
        XCTAssertEqual(
            shape.protocol.implementedLikeSiblings,
            [
                """
                func removeChildCoordinator(_ childCoordinator: Coordinator?) {
                    for (index, coordinator) in childCoordinators.enumerated() {
                        if coordinator === childCoordinator {
                            childCoordinators.remove(at: index)
                            break
                        }
                    }
                }
                """,
                """
                func showProblem(_ message: String) {
                    let screen = UIViewController()
                    screen.title = message
                    navigationController.present(screen, animated: true)
                }
                """,
            ])
    }

    func testANewCoordinatorImplementsThemAsTheOthersDoAndTypeChecks() throws {
        let (app, shape) = try adopted()
        let original = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "coordinator", "Drafts", "--parent", "Main"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let screen = CoordgenBinary.run(["new", "screen", "Outline", "--coordinator", "Notes"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        let coordinator = try String(
            contentsOf: app.appendingPathComponent("Notebook/Coordinators/DraftsCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(
            coordinator.contains(
                """

                  func removeChildCoordinator(_ childCoordinator: Coordinator?) {
                    for (index, coordinator) in childCoordinators.enumerated() {
                      if coordinator === childCoordinator {
                        childCoordinators.remove(at: index)
                        break
                      }
                    }
                  }

                  func showProblem(_ message: String) {
                """), coordinator)
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
        for arguments in [["new", "coordinator", "Drafts", "--parent", "Main"], ["remove", "coordinator", "Drafts"]] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        XCTAssertEqual(TreeSnapshot(app), original)
    }
}
