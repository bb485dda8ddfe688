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
        let adopted = try ExistingApps.adopted("RequirementsImplementedAlike", into: &workspaces)
        return (adopted.app, adopted.shape)
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
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete)])
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _) = try adopted()
        ExistingApps.assertGivesBackEveryByte(app, running: [["new", "coordinator", "Drafts", "--parent", "Main"], ["remove", "coordinator", "Drafts"]])
    }
}
