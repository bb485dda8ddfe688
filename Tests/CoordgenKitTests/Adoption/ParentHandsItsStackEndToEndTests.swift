import Foundation
import XCTest

@testable import CoordgenKit

/// Apps whose coordinator protocol declares no navigation controller, with no router to hand on: each
/// parent hands its flows what they show their screens on. A new flow is made the same way and shows its
/// first screen — never a flow that creates its screen and shows it nowhere (``NewFlowStack``): it is handed
/// the stack its parent holds (`StackMadeInPlaceByParent`: `private let navigationController =
/// UINavigationController()`, its type never written, beside a base class holding none), or a new one
/// its parent shows as a tab of the tab bar controller it inherits (`TabBarInheritedByParent`); handed
/// the window, as the shared initialiser takes it, it makes its own stack the window's root
/// (`RootHandsWindowToFlows`, ``NewFlowOnWindow``). The app type-checks in Swift 5 and 6, existing files only gain
/// lines, `remove` gives back every byte.
final class ParentHandsItsStackEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    /// Adopts `fixture`, adds Zebra under `parent`, and checks what every such flow gets: it holds the
    /// stack, pushes its first screen there, the run explains the decision, and the app type-checks.
    private func addZebra(
        to fixture: String, parent: String, note: String, flowFile: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (app: URL, flow: String) {
        let (app, shape, _) = try ExistingApps.adopted(fixture, into: &workspaces)
        XCTAssertNil(shape.protocol.navigation, "\(fixture): the protocol declares no stack", file: file, line: line)
        let original = TreeSnapshot(app)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", parent], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output, file: file, line: line)
        XCTAssertTrue(zebra.output.contains(note), zebra.output, file: file, line: line)
        XCTAssertFalse(zebra.output.contains("leaves showing it to you"), zebra.output, file: file, line: line)
        let flow = try text(app, flowFile)
        XCTAssertTrue(flow.contains("let navigationController: UINavigationController"), flow, file: file, line: line)
        XCTAssertTrue(flow.contains("navigationController.pushViewController(viewController, animated: true)"), flow, file: file, line: line)
        XCTAssertFalse(flow.contains("gives coordinators no navigation controller"), flow, file: file, line: line)
        try ExistingApps.assertTypeChecks(
            app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)], file: file, line: line)
        original.assertOnlyGainedLines(in: app)
        return (app, flow)
    }

    func testAFlowOfAParentHoldingAStackMadeInPlaceIsHandedThatStack() throws {
        let (app, flow) = try addZebra(
            to: "StackMadeInPlaceByParent", parent: "App",
            note:
                "note: Coordinator declares no navigation controller; AppCoordinator holds the navigation controller `navigationController`, so ZebraCoordinator is made with it, and pushes its first screen there",
            flowFile: "Orchard/Coordinators/ZebraCoordinator.swift")
        // The base class holds no stack: the flow declares it and takes it in an initialiser of its own.
        XCTAssertTrue(flow.contains("final class ZebraCoordinator: BaseCoordinator {"), flow)
        XCTAssertTrue(flow.contains("init(navigationController: UINavigationController) {"), flow)
        let parent = try text(app, "Orchard/Coordinators/AppCoordinator.swift")
        XCTAssertTrue(parent.contains("let coordinator = ZebraCoordinator(navigationController: navigationController)"), parent)
        // And a new screen of the parent goes onto the stack it made in place.
        let giraffe = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "App"], in: app)
        XCTAssertEqual(giraffe.status, 0, giraffe.output)
        XCTAssertTrue(
            try text(app, "Orchard/Coordinators/AppCoordinator.swift").contains("navigationController.pushViewController(viewController, animated: true)"))
    }

    func testAFlowHandedTheWindowMakesItsOwnStackTheWindowsRoot() throws {
        let (app, shape, _) = try ExistingApps.adopted("RootHandsWindowToFlows", into: &workspaces)
        XCTAssertNil(shape.protocol.navigation)
        XCTAssertEqual(shape.protocol.initializers.first?.signature, "init(window: UIWindow)")
        let original = TreeSnapshot(app)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        XCTAssertTrue(
            zebra.output.contains(
                "note: Coordinator declares no navigation controller and ZebraCoordinator is handed the window `window`, as the app's coordinators are: it shows its first screen on a new navigation controller, made the window's root"
            ), zebra.output)
        XCTAssertFalse(zebra.output.contains("leaves showing it to you"), zebra.output)
        let flow = try text(app, "Quarry/Coordinators/ZebraCoordinator.swift")
        XCTAssertTrue(
            flow.contains(
                """
                        let navigationController = UINavigationController(rootViewController: viewController)
                        window.rootViewController = navigationController
                """), flow)
        XCTAssertTrue(try text(app, "Quarry/Coordinators/AppCoordinator.swift").contains("let coordinator = ZebraCoordinator(window: window)"))
        // A later screen of the flow finds that stack in the window again.
        let giraffe = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        XCTAssertEqual(giraffe.status, 0, giraffe.output)
        XCTAssertTrue(
            try text(app, "Quarry/Coordinators/ZebraCoordinator.swift").contains(
                "guard let navigationController = window.rootViewController as? UINavigationController else { return }"))
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testAFlowOfATabCoordinatorInheritingItsTabBarIsANewTab() throws {
        let (app, _) = try addZebra(
            to: "TabBarInheritedByParent", parent: "Tab",
            note:
                "note: CoordinatorType declares no navigation controller; TabCoordinator runs the tab bar controller `tabBarController`, so ZebraCoordinator is made with a new navigation controller, shown as its last tab, and pushes its first screen there",
            flowFile: "Meadow/Coordinators/ZebraCoordinator.swift")
        let parent = try text(app, "Meadow/Coordinators/TabCoordinator.swift")
        XCTAssertTrue(parent.contains("tabBarController.viewControllers = (tabBarController.viewControllers ?? []) + [navigationController]"), parent)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        for (fixture, parent) in [("StackMadeInPlaceByParent", "App"), ("RootHandsWindowToFlows", "App"), ("TabBarInheritedByParent", "Tab")] {
            let (app, _, _) = try ExistingApps.adopted(fixture, into: &workspaces)
            ExistingApps.assertGivesBackEveryByte(
                app,
                running: [
                    ["new", "coordinator", "Zebra", "--parent", parent], ["new", "screen", "Giraffe", "--coordinator", "Zebra"],
                    ["remove", "coordinator", "Zebra"],
                ])
        }
    }
}
