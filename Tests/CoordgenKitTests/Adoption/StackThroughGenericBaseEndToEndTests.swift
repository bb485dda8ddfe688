import Foundation
import XCTest

@testable import CoordgenKit

/// A base class generic over the view controller its flows run (`BaseCoordinator<Host: UIViewController>`
/// holding `var host: Host`), which every flow fills with `UINavigationController`: with no protocol
/// (the base stands for it) and with a protocol the base adopts. `init` records the argument and reads
/// the base's stack as a navigation controller; a new flow subclasses `BaseCoordinator<UINavigationController>`,
/// is handed its parent's stack and shows its first screen on it; `new screen` pushes onto the stack the
/// coordinator has; the app type-checks in Swift 5 and 6, existing files only gain lines, and `remove`
/// gives back every byte.
final class StackThroughGenericBaseEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func run(_ arguments: [String], in app: URL) -> String {
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        return result.output
    }

    private func text(_ path: String, in app: URL) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testInitRecordsTheArgumentAndTheStackOfTheBaseStandingForTheProtocol() throws {
        let (_, shape, output) = try ExistingApps.adopted("BaseGenericOverNavigationType", into: &workspaces)
        XCTAssertEqual(shape.protocol.baseClass, "BaseCoordinator")
        XCTAssertEqual(shape.protocol.baseClassArgument, "UINavigationController")
        XCTAssertEqual(shape.protocol.navigation?.name, "host")
        XCTAssertEqual(shape.protocol.navigation?.type, "UINavigationController")
        XCTAssertEqual(shape.protocol.initializers.map(\.signature), ["init(host: UINavigationController)"])
        XCTAssertTrue(output.contains("BaseCoordinator is generic over Host, which FruitCoordinator, RootCoordinator, TreesCoordinator fill with UINavigationController"), output)
        XCTAssertFalse(output.contains("is generic, and its subclasses fill its arguments each with their own"), output)
    }

    func testANewFlowSubclassesTheBaseWithTheArgumentAndShowsItsScreen() throws {
        let (app, shape, _) = try ExistingApps.adopted("BaseGenericOverNavigationType", into: &workspaces)
        let original = TreeSnapshot(app)
        let output = run(["new", "coordinator", "Zebra", "--parent", "Trees"], in: app)
        XCTAssertTrue(output.contains("ZebraCoordinator subclasses BaseCoordinator<UINavigationController>, as its siblings do"), output)
        run(["new", "screen", "Giraffe", "--coordinator", "Trees"], in: app)
        run(["new", "screen", "Okapi", "--coordinator", "Zebra"], in: app)
        let zebra = try text("Orchard/ZebraCoordinator.swift", in: app)
        XCTAssertTrue(zebra.contains("final class ZebraCoordinator: BaseCoordinator<UINavigationController> {"), zebra)
        XCTAssertTrue(zebra.contains("override func start() {"), zebra)
        // Not a shell: the first screen is pushed onto the stack the base holds.
        XCTAssertTrue(zebra.contains("host.pushViewController(viewController, animated: true)"), zebra)
        XCTAssertFalse(zebra.contains("gives coordinators no navigation controller"), zebra)
        let trees = try text("Orchard/TreesCoordinator.swift", in: app)
        XCTAssertTrue(trees.contains("let coordinator = ZebraCoordinator(host: host)"), trees)
        XCTAssertTrue(trees.contains("self?.host.popViewController(animated: true)"), trees)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testAProtocolBesideTheGenericBaseReadsTheBasesStack() throws {
        let (app, shape, _) = try ExistingApps.adopted("ProtocolBesideBaseGenericOverNavigationType", into: &workspaces)
        XCTAssertEqual(shape.protocol.baseClassArgument, "UINavigationController")
        XCTAssertEqual(shape.protocol.navigation?.name, "root")
        let original = TreeSnapshot(app)
        run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        run(["new", "screen", "Giraffe", "--coordinator", "Docks"], in: app)
        let zebra = try text("Harbor/ZebraCoordinator.swift", in: app)
        XCTAssertTrue(zebra.contains("final class ZebraCoordinator: BaseCoordinator<UINavigationController> {"), zebra)
        XCTAssertTrue(zebra.contains("root.pushViewController(viewController, animated: true)"), zebra)
        let parent = try text("Harbor/AppCoordinator.swift", in: app)
        XCTAssertTrue(parent.contains("let coordinator = ZebraCoordinator(root: root)"), parent)
        XCTAssertTrue(try text("Harbor/DocksCoordinator.swift", in: app).contains("root.pushViewController(viewController, animated: true)"))
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("BaseGenericOverNavigationType", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Zebra", "--parent", "Trees"], ["remove", "coordinator", "Zebra"]])
    }
}
