import Foundation
import XCTest

@testable import CoordgenKit

/// UIKit apps whose flows inherit a base class owning `let navigationController` and
/// `init(navigationController:)`, where each flow's own initialiser takes only its dependencies
/// (`init(services: Services)`) and gets a new stack by calling
/// `super.init(navigationController: UINavigationController())` (fixture TabChildrenMadeAsLocals):
/// `init` records that call from the flows' syntax trees, a new flow is written alike (same
/// dependencies, same call) with a note saying so, its parent shows its stack, and `remove` gives back
/// every byte.
final class StackMadeByBaseInitEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private static let fixture = "TabChildrenMadeAsLocals"

    func testInitRecordsTheBaseInitialiserCallTheFlowsShare() throws {
        let (_, shape, output) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        XCTAssertEqual(shape.protocol.baseClass, "NavigationCoordinator")
        XCTAssertEqual(shape.protocol.initializers.first?.signature, "init(services: Services)")
        XCTAssertEqual(shape.protocol.baseInitCall, "super.init(navigationController: UINavigationController())")
        XCTAssertTrue(StackMadeByBaseInit.applies(to: shape.protocol))
        XCTAssertTrue(output.contains("the same in all 2; a new flow does too"), output)
    }

    /// init → new coordinator on a flow with a stack (it presents the new flow's stack) → new screen on
    /// the new flow: no new compile error, lines only inserted, then remove screen and flow: every byte back.
    func testANewFlowCallsTheBaseInitialiserLikeItsSiblingsAndIsRemovedByteForByte() throws {
        let (app, shape, _) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let settings = LanguageSettings(mode: .swift5Minimal)
        let before = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings)
        let original = TreeSnapshot(app)
        let flow = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Maps"], in: app)
        XCTAssertEqual(flow.status, 0, flow.output)
        XCTAssertTrue(
            flow.output.contains(
                "ZebraCoordinator is written like its siblings: init(services: Services) takes what they take and calls super.init(navigationController: UINavigationController())"
            ), flow.output)
        let screen = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(before)
        XCTAssertEqual(new, [])
        original.assertOnlyGainedLines(in: app, Self.fixture)
        let zebra = try String(contentsOf: app.appendingPathComponent("Atlas/Flows/Zebra/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(zebra.contains("init(services: Services) {\n        self.services = services\n        super.init(navigationController: UINavigationController())\n    }"), zebra)
        let maps = try String(contentsOf: app.appendingPathComponent("Atlas/Flows/Maps/MapsCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(maps.contains("let coordinator = ZebraCoordinator(services: services)"), maps)
        XCTAssertTrue(maps.contains("navigationController.present(coordinator.navigationController, animated: true)"), maps)
        for arguments in [["remove", "screen", "Giraffe", "--coordinator", "Zebra"], ["remove", "coordinator", "Zebra"]] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        XCTAssertEqual(TreeSnapshot(app), original)
    }

    /// Flows that make their stacks differently (one passes a stack of its own making, another relies
    /// on the default) record no call: the built-in family still cannot write the flow and says so,
    /// naming the key, and the flow is made like the one its parent starts.
    func testFlowsThatDisagreeRecordNoCall() throws {
        let (app, _, _) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        let places = app.appendingPathComponent("Atlas/Flows/Places/PlacesCoordinator.swift")
        let text = try String(contentsOf: places, encoding: .utf8)
        try text.replacingOccurrences(of: "super.init(navigationController: UINavigationController())", with: "super.init()")
            .write(to: places, atomically: true, encoding: .utf8)
        let again = CoordgenBinary.run(["init", "--force"], in: app)
        XCTAssertEqual(again.status, 0, again.output)
        let shape = try Project.load(app.appendingPathComponent(Project.configFileName)).appShape
        XCTAssertNil(shape.protocol.baseInitCall)
        let flow = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Maps"], in: app)
        XCTAssertEqual(flow.status, 0, flow.output)
        XCTAssertTrue(flow.output.contains("shape.initializers in .coordgen.yml"), flow.output)
        XCTAssertTrue(flow.output.contains("so Zebra is made like Pin (the one flow MapsCoordinator starts)"), flow.output)
        let presented = CoordgenBinary.run(["new", "coordinator", "Owl", "--parent", "Maps", "--present"], in: app)
        XCTAssertNotEqual(presented.status, 0, presented.output)
        XCTAssertTrue(presented.output.contains("shape.initializers in .coordgen.yml"), presented.output)
    }
}
