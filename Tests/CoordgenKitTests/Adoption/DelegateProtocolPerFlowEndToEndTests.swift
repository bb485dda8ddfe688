import Foundation
import XCTest

@testable import CoordgenKit

/// Apps whose flows each declare a delegate protocol of their own (`protocol SignInCoordinatorDelegate:
/// AnyObject { func signInCoordinatorDidFinish(_ coordinator: SignInCoordinator, keeper: Keeper) }`),
/// held in `weak var delegate` and adopted by the parent in an extension that lets the child go: `init`
/// records the protocol and method as patterns, not one flow's as everyone's (whose extra arguments it
/// then refused); a new flow declares its own protocol without the siblings' extra arguments, its parent
/// adopts it and lets it go as it lets the others go. The app type-checks in Swift 5 and 6, existing
/// files only gain lines, `remove` gives back every byte and `rename` renames the protocol and method.
final class DelegateProtocolPerFlowEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testInitRecordsADelegateProtocolPerFlow() throws {
        let (_, shape, output) = try ExistingApps.adopted("DelegateProtocolPerFlow", into: &workspaces)
        let finish = shape.protocol.finish
        XCTAssertEqual(finish.kind, .delegate)
        XCTAssertEqual(finish.delegatePerFlow, true)
        XCTAssertEqual(finish.protocol, "{Name}CoordinatorDelegate")
        XCTAssertEqual(finish.flowMethod, "{name}CoordinatorDidFinish(_:)")
        XCTAssertEqual(finish.property, "delegate")
        XCTAssertEqual(finish.classBound, true)
        XCTAssertNil(finish.method, "no one flow's method is everyone's")
        XCTAssertNil(finish.labels)
        XCTAssertTrue(
            output.contains(
                "delegate per flow: each coordinator declares a delegate protocol of its own, which its parent adopts (BirdsCoordinatorDelegate, FeedingCoordinatorDelegate, SignInCoordinatorDelegate); a new flow declares {Name}CoordinatorDelegate with {name}CoordinatorDidFinish(_:), held in weak var delegate; the arguments some flows pass besides the coordinator (grams:, keeper:) are theirs and are not copied"
            ), output)
    }

    func testNewFlowsDeclareTheirOwnProtocolWhichTheParentAdoptsAndTypeCheck() throws {
        let (app, shape, _) = try ExistingApps.adopted("DelegateProtocolPerFlow", into: &workspaces)
        let original = TreeSnapshot(app)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        XCTAssertTrue(
            zebra.output.contains(
                "note: ZebraCoordinator declares ZebraCoordinatorDelegate with zebraCoordinatorDidFinish(_:) and tells its delegate when it ends; AppCoordinator adopts it in an extension and lets the child go as it does in signInCoordinatorDidFinish(_:) (`childCoordinators.removeAll { $0 === coordinator }`); the arguments its other children pass are theirs and are not copied"
            ), zebra.output)
        XCTAssertTrue(
            zebra.output.contains("made AppCoordinator a ZebraCoordinatorDelegate in Aviary/Coordinators/AppCoordinator.swift"),
            zebra.output)
        // A child of a child: Birds lets its children go the same way.
        let yak = CoordgenBinary.run(["new", "coordinator", "Yak", "--parent", "Birds"], in: app)
        XCTAssertEqual(yak.status, 0, yak.output)
        XCTAssertEqual(CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app).status, 0)

        let zebraFile = try text(app, "Aviary/Coordinators/ZebraCoordinator.swift")
        XCTAssertTrue(
            zebraFile.contains(
                """
                @MainActor
                protocol ZebraCoordinatorDelegate: AnyObject {
                    /// The flow is done: let it go.
                    func zebraCoordinatorDidFinish(_ coordinator: ZebraCoordinator)
                }
                """), zebraFile)
        XCTAssertTrue(zebraFile.contains("weak var delegate: (any ZebraCoordinatorDelegate)?"), zebraFile)
        XCTAssertTrue(zebraFile.contains("delegate?.zebraCoordinatorDidFinish(self)"), zebraFile)
        XCTAssertFalse(zebraFile.contains("keeper"), "the siblings' extra arguments are not copied")
        XCTAssertFalse(zebraFile.contains("extension ZebraCoordinator"), "the flow does not adopt its own protocol")
        let root = try text(app, "Aviary/Coordinators/AppCoordinator.swift")
        XCTAssertTrue(root.contains("coordinator.delegate = self"), root)
        XCTAssertTrue(
            root.hasSuffix(
                """
                extension AppCoordinator: ZebraCoordinatorDelegate {
                    /// Called by ZebraCoordinator when the Zebra flow is done: lets it go.
                    func zebraCoordinatorDidFinish(_ coordinator: ZebraCoordinator) {
                        childCoordinators.removeAll { $0 === coordinator }
                    }
                }

                """), root)
        XCTAssertTrue(
            try text(app, "Aviary/Coordinators/BirdsCoordinator.swift").contains("extension BirdsCoordinator: YakCoordinatorDelegate {"))

        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("DelegateProtocolPerFlow", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app,
            running: [
                ["new", "coordinator", "Zebra", "--parent", "App"], ["new", "coordinator", "Yak", "--parent", "Birds"],
                ["new", "screen", "Giraffe", "--coordinator", "Zebra"], ["remove", "coordinator", "Zebra"],
                ["remove", "coordinator", "Yak"],
            ])
    }

    func testRenamingTheFlowRenamesItsProtocolAndMethod() throws {
        let (app, shape, _) = try ExistingApps.adopted("DelegateProtocolPerFlow", into: &workspaces)
        XCTAssertEqual(CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app).status, 0)
        let result = CoordgenBinary.run(["rename", "coordinator", "Zebra", "Okapi"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let root = try text(app, "Aviary/Coordinators/AppCoordinator.swift")
        XCTAssertTrue(root.contains("extension AppCoordinator: OkapiCoordinatorDelegate {"), root)
        XCTAssertTrue(root.contains("func okapiCoordinatorDidFinish(_ coordinator: OkapiCoordinator)"), root)
        XCTAssertFalse(root.contains("Zebra") || root.contains("zebra"), root)
        let okapi = try text(app, "Aviary/Coordinators/OkapiCoordinator.swift")
        XCTAssertTrue(okapi.contains("protocol OkapiCoordinatorDelegate: AnyObject {"), okapi)
        XCTAssertTrue(okapi.contains("delegate?.okapiCoordinatorDidFinish(self)"), okapi)
        try ExistingApps.assertTypeChecks(app, shape)
    }
}
