import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI coordinators whose protocol requires `associatedtype Content: View` with `var rootView:
/// Content`, each meeting it with `var rootView: some View` (Swift infers the type), where a tab
/// parent keeps its flows by casting each local of an array literal (`[tides, boats].forEach { if let
/// coordinator = $0 as? any Coordinator { childCoordinators.append(coordinator) } }`). `init` says how
/// the coordinators meet the associated type; `new coordinator --parent Tabs` makes the flow like one the
/// parent starts (its own `some View` member, like its siblings') and the parent starts it; the app
/// type-checks with no new error in every language mode the SwiftUI end-to-end tests use.
final class OpaqueRootViewRequirementEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    func testInitSaysEachCoordinatorMeetsTheAssociatedTypeWithAnOpaqueMember() throws {
        let (_, _, output) = try ExistingApps.adopted("OpaqueRootViewRequirement", into: &workspaces)
        XCTAssertTrue(
            output.contains(
                "Coordinator.Content: each of the 3 coordinators meets it with an opaque member Swift infers it from (BoatsCoordinator: `var rootView: some View`)"
            ), output)
    }

    func testTheTabParentStartsItsFlowsThroughTheCastOfEachElement() throws {
        let (app, _, _) = try ExistingApps.adopted("OpaqueRootViewRequirement", into: &workspaces)
        let tree = CoordgenBinary.run(["tree"], in: app)
        XCTAssertEqual(tree.status, 0, tree.output)
        XCTAssertTrue(tree.output.contains("├── BoatsCoordinator"), tree.output)
        XCTAssertTrue(tree.output.contains("└── TidesCoordinator"), tree.output)
        XCTAssertFalse(tree.output.contains("Unresolved children"), tree.output)
    }

    func testANewFlowUnderTheTabParentIsMadeLikeItsSiblingsAndTypeChecks() throws {
        let (app, shape, _) = try ExistingApps.adopted("OpaqueRootViewRequirement", into: &workspaces)
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let cells = [
            LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete), LanguageSettings(mode: .swift6),
            LanguageSettings.xcode26(.swift5Minimal), LanguageSettings.xcode26(.swift6),
        ]
        let before = cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
        let original = TreeSnapshot(app)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Tabs"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        XCTAssertTrue(zebra.output.contains("made like Boats"), zebra.output)
        let file = try String(contentsOf: app.appendingPathComponent("Harbor/Coordinators/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(file.contains("var rootView: some View {\n        ZebraView("), file)
        let tabs = try String(contentsOf: app.appendingPathComponent("Harbor/Coordinators/TabsCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(tabs.contains("let zebraCoordinator = ZebraCoordinator()"), tabs)
        XCTAssertTrue(tabs.contains("childCoordinators.first(as: ZebraCoordinator.self)?.rootView"), tabs)
        // MainActor by default finds the siblings' `ObservableObject` conformances crossing into main-actor
        // code (the app's own errors): the copy may have Boats's errors, under its own name, and no other.
        for (settings, old) in zip(cells, before) {
            let after = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings)
            let new = Set(after.map { $0.replacingOccurrences(of: "Zebra", with: "Boats") }).subtracting(old)
            XCTAssertEqual(new, [], "\(settings)")
            if settings.defaultIsolation == .nonisolated { XCTAssertEqual(after, [], "\(settings)") }
        }
        original.assertOnlyGainedLines(in: app)
    }

    func testWithoutAParentToCopyFromTheRefusalNamesTheMemberThatPicksIt() throws {
        let (app, _, _) = try ExistingApps.adopted("OpaqueRootViewRequirement", into: &workspaces)
        // A leaf starts no flow to copy: the family's refusal stands, and says what meets the requirement.
        let refused = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Tides"], in: app)
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertTrue(
            refused.stderr.contains(
                "Coordinator requires `associatedtype Content`, which each coordinator picks for itself through `rootView: Content` (a typealias, a base class's generic argument, or a `some View` Swift infers from the member)"
            ), refused.stderr)
    }
}
