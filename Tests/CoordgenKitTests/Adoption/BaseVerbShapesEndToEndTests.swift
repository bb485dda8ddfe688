import Foundation
import XCTest

@testable import CoordgenKit

/// `new coordinator --parent` on shapes whose parent side the app writes its own way: a start
/// requirement tied to the main actor (`MainActorStartOnly`), children kept under each one's own id by
/// the app's `add(coordinator:)` (`ChildrenKeyedByInstanceId`), and a finish delegate whose requirement
/// is a closure property (`FinishDelegateWithClosureRequirement`, said in one line). The written apps
/// type-check in Swift 5 (minimal and complete checking), and existing files only gain lines.
final class BaseVerbShapesEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    /// The fixtures are Swift 5 apps whose protocols are not `@MainActor` as a whole: in Swift 6 their own
    /// flows would not compile either (coordgen makes a Swift 6 app's new classes `@MainActor`).
    private static let cells = [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete)]

    /// `@MainActor func start()` in a protocol that is not `@MainActor` as a whole: the parent's method
    /// starting the flow is `@MainActor` too (a plain one calling it compiles in no language mode), and
    /// so is the one the new flow gets for its own child.
    func testTheMethodStartingAFlowIsMainActorWhereStartIs() throws {
        let text = try written(
            "MainActorStartOnly", folder: "Gazette",
            commands: [
                ["new", "coordinator", "Zebra", "--parent", "App"],
                ["new", "coordinator", "Yak", "--parent", "Zebra"],
            ], reading: ["Gazette/Coordinators/AppCoordinator.swift", "Gazette/Coordinators/ZebraCoordinator.swift"])
        XCTAssertTrue(text[0].contains("    @MainActor\n    func openZebraCoordinator() {\n"), text[0])
        XCTAssertTrue(text[1].contains("    @MainActor\n    func openYakCoordinator() {\n"), text[1])
    }

    /// Children kept in a dictionary under each one's own id by the protocol's `add(coordinator:)` and
    /// released by its `free(coordinator:)`: the parent keeps the new flow with `add(coordinator:)`, so
    /// that its finish delegate method (`free`) releases it.
    func testAChildIsKeptWithTheAppsOwnAddMethod() throws {
        let text = try written(
            "ChildrenKeyedByInstanceId", folder: "Kennel", commands: [["new", "coordinator", "Zebra", "--parent", "App"]],
            reading: ["Kennel/Coordinators/AppCoordinator.swift", ".coordgen.yml"])
        XCTAssertTrue(text[0].contains("        add(coordinator: coordinator)\n"), text[0])
        XCTAssertFalse(text[0].contains("String(describing:"), text[0])
        XCTAssertTrue(text[1].contains("    add: add\n") && text[1].contains("    addLabel: coordinator\n"), text[1])
    }

    /// A finish delegate whose requirement is a closure property: the built-in family cannot make a
    /// parent that is no delegate yet one (an extension stores no closure) and says so in one line naming
    /// the requirement, never that its own code "does not parse"; with the example `init` records, the
    /// flow is made like it, as for any shape the family cannot write. Without one, the refusal is the
    /// whole message and nothing is written.
    func testAClosureFinishRequirementIsNamedAndTheFlowMadeLikeTheExample() throws {
        let reason = "CoordinatorFinishDelegate asks its conformers for a closure property (var coordinatorDidFinish: (_ child: Coordinator) -> Void), not a method, and TabBarCoordinator is no CoordinatorFinishDelegate yet"
        let (app, _, _) = try ExistingApps.adopted("FinishDelegateWithClosureRequirement", into: &workspaces)
        let before = TreeSnapshot(app)
        let made = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "TabBar"], in: app)
        XCTAssertEqual(made.status, 0, made.output)
        XCTAssertTrue(made.stdout.contains(reason), made.stdout)
        XCTAssertFalse(made.output.contains("does not parse"), made.output)
        before.assertOnlyGainedLines(in: app, "FinishDelegateWithClosureRequirement")

        let (bare, _, _) = try ExistingApps.adopted("FinishDelegateWithClosureRequirement", into: &workspaces)
        let config = bare.appendingPathComponent(".coordgen.yml")
        let recorded = try String(contentsOf: config, encoding: .utf8)
        try Data(recorded.split(separator: "\n").filter { !$0.hasPrefix("example:") }.joined(separator: "\n").utf8).write(to: config)
        let unchanged = TreeSnapshot(bare)
        let refused = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "TabBar"], in: bare)
        XCTAssertNotEqual(refused.status, 0, refused.output)
        XCTAssertTrue(refused.stderr.contains(reason), refused.stderr)
        XCTAssertEqual(refused.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, refused.stderr)
        XCTAssertEqual(TreeSnapshot(bare), unchanged)
    }

    /// Runs `commands` in a fresh adopted copy of `fixture`, checks the app type-checks in each cell with
    /// no new error and that existing files only gained lines, and returns the texts of `reading`.
    private func written(_ fixture: String, folder: String, commands: [[String]], reading: [String]) throws -> [String] {
        let (app, shape, _) = try ExistingApps.adopted(fixture, into: &workspaces)
        let before = Self.cells.map { ExistingApps.compileErrors(of: app, under: folder, module: shape.module, settings: $0) }
        let original = TreeSnapshot(app)
        for arguments in commands {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        for (settings, old) in zip(Self.cells, before) {
            let new = ExistingApps.compileErrors(of: app, under: folder, module: shape.module, settings: settings).subtracting(old)
            XCTAssertEqual(new, [], "\(fixture): \(settings)")
        }
        original.assertOnlyGainedLines(in: app, fixture)
        return try reading.map { try String(contentsOf: app.appendingPathComponent($0), encoding: .utf8) }
    }
}
