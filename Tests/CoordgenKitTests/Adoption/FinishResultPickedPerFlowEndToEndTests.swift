import Foundation
import XCTest

@testable import CoordgenKit

/// Apps whose finish closure passes a result each flow picks for itself (`associatedtype Outcome`, `var
/// onFinishFlow: ((Outcome) -> Void)? { get set }` on a sub-protocol, bound by a generic base class
/// `ResultFlow<Void>` or a `typealias Outcome = Void`), with no children collection the protocol names
/// and `start()` implemented by a base class: `init` reads what the siblings pass when they end
/// (`onFinishFlow?(())`) and records it in `shape.finish.closureArguments`, with `Void` in the closure's
/// type; a new flow declares `((Void) -> Void)?`, passes `()`, declares `start()` as the base class did,
/// and its parent holds it in a property of its own. The app type-checks in Swift 5 and 6, existing
/// files only gain lines, `remove` gives back every byte.
final class FinishResultPickedPerFlowEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testInitRecordsTheValueTheSiblingsPassAndTheTypeANewFlowDeclares() throws {
        let (_, shape, output) = try ExistingApps.adopted("FinishResultPickedPerFlow", into: &workspaces)
        let finish = shape.protocol.finish
        XCTAssertEqual(finish.kind, .closure)
        XCTAssertEqual(finish.protocol, "ResultCoordinator")
        XCTAssertEqual(finish.closureArguments, ["()"])
        XCTAssertEqual(finish.closureType, "((Void) -> Void)?")
        XCTAssertTrue(
            output.contains(
                "finish value: a new flow passes () to onFinishFlow when it ends, as 2 calls in the coordinators do; each flow picks its own Outcome, so a new flow's onFinishFlow is ((Void) -> Void)? (shape.finish.closureArguments)"
            ), output)
    }

    func testANewFlowPassesWhatItsSiblingsPassAndTheAppTypeChecks() throws {
        let (app, shape, _) = try ExistingApps.adopted("FinishResultPickedPerFlow", into: &workspaces)
        let original = TreeSnapshot(app)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Library"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        XCTAssertTrue(
            zebra.output.contains(
                "note: LibraryCoordinator keeps no children collection (none recorded in shape.children), so it holds ZebraCoordinator in a property of its own, `private var zebraCoordinator: ZebraCoordinator?`, as apps without one keep their flows; LibraryCoordinator sets it to nil when the flow ends"
            ), zebra.output)
        let giraffe = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Shelf"], in: app)
        XCTAssertEqual(giraffe.status, 0, giraffe.output)
        let zebraFile = try text(app, "Lending/Flows/ZebraCoordinator.swift")
        XCTAssertTrue(zebraFile.contains("var onFinishFlow: ((Void) -> Void)?"), zebraFile)
        XCTAssertTrue(zebraFile.contains("onFinishFlow?(())"), zebraFile)
        XCTAssertTrue(
            zebraFile.contains(
                """
                    func start() {
                        start(with: nil)
                    }
                """), zebraFile)
        let library = try text(app, "Lending/Flows/LibraryCoordinator.swift")
        XCTAssertTrue(
            library.contains(
                """
                        coordinator.onFinishFlow = { [weak self] _ in
                            self?.zebraCoordinator = nil
                        }
                        zebraCoordinator = coordinator
                """), library)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("FinishResultPickedPerFlow", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app,
            running: [
                // The new flow holds no stack (the protocol declares none): the screen goes to a flow that holds one.
                ["new", "coordinator", "Zebra", "--parent", "Library"], ["new", "screen", "Giraffe", "--coordinator", "Shelf"],
                ["remove", "screen", "Giraffe", "--coordinator", "Shelf"], ["remove", "coordinator", "Zebra"],
            ])
    }
}
