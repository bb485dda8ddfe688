import Foundation
import XCTest

@testable import CoordgenKit

/// Apps whose coordinators hold their parent by the parent's own class, a different class in each
/// flow (`weak var parentCoordinator: RootCoordinator?` here, `MooringsCoordinator?` there), and finish
/// through a method the parent declares for each child (`childSignInCoordinatorDidFinish(_:)`) or the
/// one every coordinator has (`removeChildCoordinator(_:)`): `init` records what varies per flow, not one
/// flow's parent as everyone's; a new flow's parent property is typed by its `--parent`, the parent
/// passes `self`, and the flow finishes the way the parent's own children do. The app type-checks in
/// Swift 5 and 6, existing files only gain lines, `remove` gives back every byte and `rename` renames
/// the parent's method.
final class ParentTypedPerFlowEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape, String) {
        let app = try ExistingApps.copy("ParentTypedPerFlow")
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        return (app, try Project.load(app.appendingPathComponent(Project.configFileName)).appShape, result.output)
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testInitRecordsTheParentAndItsFinishMethodAsVaryingPerFlow() throws {
        let (_, shape, output) = try adopted()
        let finish = shape.protocol.finish
        XCTAssertEqual(finish.kind, .parent)
        XCTAssertEqual(finish.parentPerFlow, true)
        XCTAssertNil(finish.parentType, "no one flow's parent is everyone's")
        XCTAssertEqual(finish.flowMethod, "child{Name}CoordinatorDidFinish(_:)")
        XCTAssertEqual(finish.method, "removeChildCoordinator")
        XCTAssertEqual(
            shape.protocol.initializers.first?.signature,
            "init(navigationController: UINavigationController, harbor: HarborService, parentCoordinator: {Parent}?)")
        XCTAssertTrue(shape.protocol.mainActor, "every requirement is @MainActor")
        XCTAssertTrue(
            output.contains(
                "parent per flow: each coordinator's parentCoordinator is typed by the class that starts it (Coordinator in 1, MooringsCoordinator in 1, RootCoordinator in 2)"
            ), output)
    }

    func testNewFlowsFinishTheWayTheirParentsChildrenDoAndTypeCheck() throws {
        let (app, shape, _) = try adopted()
        let original = TreeSnapshot(app)
        // The root finishes its children through a method for each: it gets one for Zebra.
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Root"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        XCTAssertTrue(
            zebra.output.contains(
                "note: RootCoordinator finishes its children through a method for each (childMooringsCoordinatorDidFinish, childSignInCoordinatorDidFinish): RootCoordinator gets childZebraCoordinatorDidFinish(_:)"
            ), zebra.output)
        // Moorings has no method per child: Yak is let go through the method every coordinator has.
        let yak = CoordgenBinary.run(["new", "coordinator", "Yak", "--parent", "Moorings"], in: app)
        XCTAssertEqual(yak.status, 0, yak.output)
        XCTAssertTrue(yak.output.contains("YakCoordinator tells it through removeChildCoordinator(_:)"), yak.output)
        XCTAssertEqual(CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app).status, 0)

        let root = try text(app, "Harbor/Coordinators/RootCoordinator.swift")
        XCTAssertTrue(
            root.contains(
                """
                    func openZebraCoordinator() {
                        guard let navigationController else { return }
                        let coordinator = ZebraCoordinator(navigationController: navigationController, harbor: harbor, parentCoordinator: self)
                        childCoordinators.append(coordinator)
                        coordinator.start()
                    }

                    /// Called by ZebraCoordinator when the Zebra flow is done: lets it go.
                    func childZebraCoordinatorDidFinish(_ childCoordinator: ZebraCoordinator) {
                        removeChildCoordinator(childCoordinator)
                    }
                """), root)
        let zebraFile = try text(app, "Harbor/Coordinators/ZebraCoordinator.swift")
        XCTAssertTrue(zebraFile.contains("weak var parentCoordinator: RootCoordinator?"), zebraFile)
        XCTAssertTrue(zebraFile.contains("parentCoordinator?.childZebraCoordinatorDidFinish(self)"), zebraFile)
        XCTAssertTrue(zebraFile.contains("func removeChildCoordinator(_ childCoordinator: Coordinator?)"), zebraFile)
        let yakFile = try text(app, "Harbor/Coordinators/YakCoordinator.swift")
        XCTAssertTrue(yakFile.contains("weak var parentCoordinator: MooringsCoordinator?"), yakFile)
        XCTAssertTrue(yakFile.contains("parentCoordinator?.removeChildCoordinator(self)"), yakFile)
        XCTAssertFalse(try text(app, "Harbor/Coordinators/MooringsCoordinator.swift").contains("childYakCoordinatorDidFinish"))

        let appFolder = try XCTUnwrap(shape.project.appFolder)
        for settings in [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)] {
            do {
                _ = try SwiftCompiler.typeCheck(
                    appSources: ExistingApps.swiftFilesOf(app, under: appFolder), moduleName: shape.module, settings: settings,
                    deploymentTarget: shape.project.deploymentTarget)
            } catch let failure as SwiftCompiler.Failure {
                XCTFail("\(settings):\n\(failure.errors.map(\.description).joined(separator: "\n"))")
            }
        }
        // Existing files only gained lines.
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
        let (app, _, _) = try adopted()
        let original = TreeSnapshot(app)
        for arguments in [
            ["new", "coordinator", "Zebra", "--parent", "Root"], ["new", "screen", "Giraffe", "--coordinator", "Zebra"],
            ["remove", "coordinator", "Zebra"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        XCTAssertEqual(TreeSnapshot(app), original)
    }

    func testRenamingTheFlowRenamesTheParentsMethodForIt() throws {
        let (app, _, _) = try adopted()
        XCTAssertEqual(CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Root"], in: app).status, 0)
        let result = CoordgenBinary.run(["rename", "coordinator", "Zebra", "Okapi"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let root = try text(app, "Harbor/Coordinators/RootCoordinator.swift")
        XCTAssertTrue(root.contains("func childOkapiCoordinatorDidFinish(_ childCoordinator: OkapiCoordinator)"), root)
        XCTAssertFalse(root.contains("Zebra"), root)
        let okapi = try text(app, "Harbor/Coordinators/OkapiCoordinator.swift")
        XCTAssertTrue(okapi.contains("parentCoordinator?.childOkapiCoordinatorDidFinish(self)"), okapi)
    }
}
