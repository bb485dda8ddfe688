import Foundation
import XCTest

@testable import CoordgenKit

/// Apps whose finish closure hands something back (`var finishFlow: ((Basket?) -> Void)?` in each
/// flow): a new flow declares the closure like its siblings when it sees the types it names and can pass
/// `nil`, else `(() -> Void)?` of its own, and says which; the parent sets it as it sets its other
/// children's, ignoring what it passes. Where the type is everyone's and its argument is not optional,
/// coordgen refuses in one line naming `shape.finish.closureArguments`, and that key then works. The app
/// type-checks in Swift 5 and 6, existing files only gain lines, `remove` gives back every byte.
final class FinishClosureWithArgumentEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    /// `.coordgen.yml` with `old` replaced by `new`.
    private func editConfig(_ app: URL, replacing old: String, with new: String) throws {
        let url = app.appendingPathComponent(Project.configFileName)
        let config = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(config.contains(old), config)
        try config.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    func testInitRecordsTheClosureEachFlowDeclares() throws {
        let (_, shape, _) = try ExistingApps.adopted("FinishClosureWithArgument", into: &workspaces)
        let finish = shape.protocol.finish
        XCTAssertEqual(finish.kind, .closure)
        XCTAssertEqual(finish.property, "finishFlow")
        XCTAssertEqual(finish.closureType, "((Basket?) -> Void)?")
        XCTAssertEqual(finish.declaredByFlows, true, "each class declares it, so a new flow may declare its own")
    }

    func testANewFlowDeclaresTheSiblingsClosurePassesNilAndTypeChecks() throws {
        let (app, shape, _) = try ExistingApps.adopted("FinishClosureWithArgument", into: &workspaces)
        let original = TreeSnapshot(app)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        XCTAssertTrue(
            zebra.output.contains(
                "note: ZebraCoordinator's finishFlow is ((Basket?) -> Void)? like its siblings': it passes nil when it ends (its argument being optional), and its parent ignores what it passes"
            ), zebra.output)
        XCTAssertEqual(CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app).status, 0)
        let zebraFile = try text(app, "Pantry/Coordinators/ZebraCoordinator.swift")
        XCTAssertTrue(zebraFile.contains("var finishFlow: ((Basket?) -> Void)?"), zebraFile)
        XCTAssertTrue(zebraFile.contains("finishFlow?(nil)"), zebraFile)
        let root = try text(app, "Pantry/Coordinators/AppCoordinator.swift")
        XCTAssertTrue(
            root.contains(
                """
                        coordinator.finishFlow = { [weak self, weak coordinator] _ in
                            self?.childCoordinators.removeAll { $0 === coordinator }
                        }
                """), root)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testAFlowThatCannotPassWhatItsSiblingsPassDeclaresAClosureOfItsOwn() throws {
        let (app, shape, _) = try ExistingApps.adopted("FinishClosureWithArgument", into: &workspaces)
        // The siblings pass a Basket that is not optional: a new flow has no Basket to pass.
        try editConfig(app, replacing: "closureType: ((Basket?) -> Void)?", with: "closureType: ((Basket) -> Void)?")
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        XCTAssertTrue(
            zebra.output.contains(
                "note: the flows each declare finishFlow with what they pass back (((Basket) -> Void)?); ZebraCoordinator declares finishFlow as (() -> Void)? of its own, since it has no value to pass for Basket (shape.finish.closureArguments in .coordgen.yml)"
            ), zebra.output)
        let zebraFile = try text(app, "Pantry/Coordinators/ZebraCoordinator.swift")
        XCTAssertTrue(zebraFile.contains("var finishFlow: (() -> Void)?"), zebraFile)
        XCTAssertTrue(zebraFile.contains("finishFlow?()"), zebraFile)
        XCTAssertTrue(
            try text(app, "Pantry/Coordinators/AppCoordinator.swift").contains(
                "coordinator.finishFlow = { [weak self, weak coordinator] in"))
        try ExistingApps.assertTypeChecks(app, shape)
    }

    func testAClosureEveryCoordinatorSharesWithARequiredArgumentIsRefusedUntilClosureArgumentsSaysWhatToPass() throws {
        let (app, shape, _) = try ExistingApps.adopted("FinishClosureWithArgument", into: &workspaces)
        // As if the protocol declared `var finishFlow: ((Basket) -> Void)? { get set }` for every flow.
        try editConfig(
            app, replacing: "closureType: ((Basket?) -> Void)?\n    declaredByFlows: true", with: "closureType: ((Basket) -> Void)?")
        let before = TreeSnapshot(app)
        // Under a parent that starts no flow (under App, the flow would be made like one App starts).
        let refused = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Shelves"], in: app)
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertEqual(refused.output.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").count, 1, refused.output)
        XCTAssertTrue(
            refused.output.contains(
                "the finish closure finishFlow is ((Basket) -> Void)?, the same for every coordinator, and passes Basket, which is not optional: coordgen has no value for a new flow to pass when it ends; record one expression per argument in shape.finish.closureArguments in .coordgen.yml (e.g. ['<a Basket>'])"
            ),
            refused.output)
        XCTAssertEqual(TreeSnapshot(app), before, "a refusal changes nothing")
        // The key then works.
        try editConfig(
            app, replacing: "closureType: ((Basket) -> Void)?", with: "closureType: ((Basket) -> Void)?\n    closureArguments: ['Basket()']"
        )
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        XCTAssertTrue(zebra.output.contains("it passes Basket() when it ends (as shape.finish.closureArguments says)"), zebra.output)
        XCTAssertTrue(try text(app, "Pantry/Coordinators/ZebraCoordinator.swift").contains("finishFlow?(Basket())"))
        try ExistingApps.assertTypeChecks(app, shape)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("FinishClosureWithArgument", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app,
            running: [
                ["new", "coordinator", "Zebra", "--parent", "App"], ["new", "screen", "Giraffe", "--coordinator", "Zebra"],
                ["remove", "coordinator", "Zebra"],
            ])
    }
}
