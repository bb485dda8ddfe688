import Foundation
import XCTest

@testable import CoordgenKit

/// Shapes met in public UIKit apps coordgen had never seen (the CoordinatorType family and plain
/// coordinators), through the built binary: `init`, `new coordinator Zebra --parent <a flow>`, `new screen
/// Giraffe --coordinator Zebra`; the app type-checks, existing files only gain lines, and `remove
/// coordinator Zebra` gives back every byte.
///
/// - FlowMockedInTestsBesideBaseClass: every flow subclasses a base class that alone implements
///   `finish()`, and a test double subclasses one flow; that flow stays a flow, the base class is still
///   the one base, and a new flow subclasses it.
/// - OneFlowsDelegateTypedByItsClass: the only finish delegate is one flow's own, its method typed by
///   that flow's class; a new flow declares a delegate of its own, which its parent adopts.
/// - StaleCopyTheProjectDoesNotCompile: a folder the Xcode project compiles in no target keeps older
///   copies of the protocol and the root; the compiled ones are the app's.
final class UnseenAppShapesEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    @discardableResult
    private func run(_ arguments: [String], in app: URL, file: StaticString = #filePath, line: UInt = #line) -> String {
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)", file: file, line: line)
        return result.output
    }

    private func text(_ path: String, in app: URL) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    /// init, a new flow under `parent` and a screen of it; the app then type-checks in `modes` and its
    /// files only gained lines.
    private func addFlowAndScreen(
        _ fixture: String, parent: String, modes: [LanguageSettings.Mode]
    ) throws -> (app: URL, shape: AppShape, initOutput: String) {
        let (app, shape, output) = try ExistingApps.adopted(fixture, into: &workspaces)
        let original = TreeSnapshot(app)
        run(["new", "coordinator", "Zebra", "--parent", parent], in: app)
        run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        try ExistingApps.assertTypeChecks(app, shape, in: modes.map { LanguageSettings(mode: $0) })
        original.assertOnlyGainedLines(in: app, fixture)
        return (app, shape, output)
    }

    // MARK: A test double subclassing a flow

    func testAFlowMockedInTheTestsLeavesTheBaseClassTheOneEveryNewFlowSubclasses() throws {
        let (app, shape, output) = try addFlowAndScreen(
            "FlowMockedInTestsBesideBaseClass", parent: "Trees", modes: [.swift5Minimal, .swift5Complete, .swift6])
        XCTAssertEqual(shape.protocol.baseClass, "Coordinator")
        XCTAssertTrue(output.contains("base class:  Coordinator: 3 of 4 coordinators inherit from it"), output)
        let zebra = try text("Orchard/Coordinators/ZebraCoordinator.swift", in: app)
        XCTAssertTrue(zebra.contains("final class ZebraCoordinator: Coordinator {"), zebra)
        XCTAssertTrue(zebra.contains("override var type: CoordinatorType { .zebra }"), zebra)
    }

    func testRemovingTheFlowBesideTheMockedOneGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("FlowMockedInTestsBesideBaseClass", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Zebra", "--parent", "Trees"], ["remove", "coordinator", "Zebra"]])
    }

    // MARK: One flow's own delegate

    func testTheOnlyFlowDelegateIsThatFlowsOwnAndANewFlowDeclaresOneOfItsOwn() throws {
        let (app, shape, _) = try addFlowAndScreen(
            "OneFlowsDelegateTypedByItsClass", parent: "App", modes: [.swift5Minimal, .swift5Complete])
        XCTAssertEqual(shape.protocol.finish.delegatePerFlow, true)
        XCTAssertEqual(shape.protocol.finish.protocol, "{Name}CoordinatorDelegate")
        let zebra = try text("Greenhouse/Coordinators/ZebraCoordinator.swift", in: app)
        XCTAssertTrue(zebra.contains("protocol ZebraCoordinatorDelegate: AnyObject {"), zebra)
        XCTAssertTrue(zebra.contains("func finishZebraFlow(coordinator: ZebraCoordinator)"), zebra)
        XCTAssertFalse(zebra.contains("WateringCoordinatorDelegate"), zebra)
        let parent = try text("Greenhouse/Coordinators/AppCoordinator.swift", in: app)
        XCTAssertTrue(parent.contains("extension AppCoordinator: ZebraCoordinatorDelegate {"), parent)
    }

    func testRemovingTheFlowWithItsOwnDelegateGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("OneFlowsDelegateTypedByItsClass", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Zebra", "--parent", "App"], ["remove", "coordinator", "Zebra"]])
    }

    // MARK: A stale copy no target compiles

    func testAStaleCopyNoTargetCompilesIsNotASecondProtocolOrRoot() throws {
        let (app, shape, output) = try addFlowAndScreen(
            "StaleCopyTheProjectDoesNotCompile", parent: "App", modes: [.swift5Minimal, .swift5Complete])
        XCTAssertEqual(shape.protocol.name, "Coordinator")
        XCTAssertTrue(output.contains("protocol:    Coordinator, class-bound"), output)
        XCTAssertTrue(output.contains("root:        AppCoordinator, created in Atlas/SceneDelegate.swift"), output)
        // init says which files it left out, and why.
        XCTAssertTrue(
            output.contains(
                "note: left out Attic/AppCoordinator.swift: no target of the project compiles it, and it declares again what Atlas/Coordinators/AppCoordinator.swift declares (a stale copy)"
            ), output)
        XCTAssertTrue(output.contains("note: left out Attic/Coordinator.swift:"), output)
        let parent = try text("Atlas/Coordinators/AppCoordinator.swift", in: app)
        XCTAssertTrue(parent.contains("func openZebraCoordinator()"), parent)
        // The stale copies are left as they were.
        XCTAssertFalse(try text("Attic/AppCoordinator.swift", in: app).contains("Zebra"))
    }

    func testWithoutTheProjectSayingWhatItCompilesTheCopiesStillMakeTwoProtocols() throws {
        let app = try ExistingApps.copy("StaleCopyTheProjectDoesNotCompile")
        workspaces.append(app.deletingLastPathComponent())
        try FileManager.default.removeItem(at: app.appendingPathComponent("Atlas.xcodeproj"))
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertNotEqual(result.status, 0, result.output)
        XCTAssertTrue(result.stderr.contains("2 coordinator protocols"), result.stderr)
    }

    func testRemovingAFlowBesideTheStaleCopyGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("StaleCopyTheProjectDoesNotCompile", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Zebra", "--parent", "App"], ["remove", "coordinator", "Zebra"]])
    }
}
