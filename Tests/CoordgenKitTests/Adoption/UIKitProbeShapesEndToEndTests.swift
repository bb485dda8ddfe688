import Foundation
import XCTest

@testable import CoordgenKit

/// Shapes of UIKit apps coordgen met first in public apps, one fixture each. Coordinators that hold no
/// `UINavigationController` and show screens through something else: the view controller a flow hands
/// its parent (`toPresentable()`), or a router whose calls take more than the screen and `animated:`
/// (`push(_:isAnimated:onLeave:)`, `pop(_:)`), or one that only presents (a pushed screen is presented); a
/// new screen goes through it. A protocol's `typealias`,
/// which is no requirement a new coordinator must write. Children kept in a dictionary keyed by String
/// without an add method, keyed by the new flow's class name. Each app type-checks in Swift 5 and 6 and
/// existing files only gain lines.
final class UIKitProbeShapesEndToEndTests: XCTestCase {
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

    func testAScreenIsShownFromTheViewControllerTheFlowHandsItsParent() throws {
        let (app, shape, _) = try ExistingApps.adopted("ScreensShownFromHandedController", into: &workspaces)
        XCTAssertNil(shape.protocol.navigation)
        let original = TreeSnapshot(app)
        let pushed = run(["new", "screen", "Ticket", "--coordinator", "Hall"], in: app)
        XCTAssertTrue(
            pushed.contains("HallCoordinator holds none nor a router; it shows its flow in the view controller `toPresentable()`"), pushed)
        run(["new", "screen", "Map", "--coordinator", "Hall", "--present"], in: app)
        let hall = try text("Gallery/Coordinators/HallCoordinator.swift", in: app)
        XCTAssertTrue(hall.contains("toPresentable().navigationController?.pushViewController(viewController, animated: true)"), hall)
        XCTAssertTrue(hall.contains("toPresentable().present(viewController, animated: true)"), hall)
        XCTAssertTrue(hall.contains("viewController?.dismiss(animated: true)"), hall)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    /// A coordinator whose view controller property is called `viewController`, as the new screen's local
    /// is: the push reaches the property through `self.`, not the local that would shadow it.
    func testAViewControllerPropertyNamedLikeTheLocalIsReachedThroughSelf() throws {
        let (app, shape, _) = try ExistingApps.adopted("ScreensShownFromHandedController", into: &workspaces)
        let lobby = """
            import UIKit

            /// The lobby: shown in the view controller its parent hands it.
            final class LobbyCoordinator: Coordinator {
                var childCoordinators: [Coordinator] = []
                weak var viewController: UIViewController?

                func start() {}
            }

            """
        try lobby.write(to: app.appendingPathComponent("Gallery/Coordinators/LobbyCoordinator.swift"), atomically: true, encoding: .utf8)
        let original = TreeSnapshot(app)
        run(["new", "screen", "Ticket", "--coordinator", "Lobby"], in: app)
        run(["new", "screen", "Map", "--coordinator", "Lobby", "--present"], in: app)
        let text = try text("Gallery/Coordinators/LobbyCoordinator.swift", in: app)
        XCTAssertTrue(text.contains("self.viewController?.navigationController?.pushViewController(viewController, animated: true)"), text)
        XCTAssertTrue(text.contains("self.viewController?.present(viewController, animated: true)"), text)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testARouterIsCalledWithEveryArgumentItsMethodsTake() throws {
        let (app, shape, _) = try ExistingApps.adopted("HeldRouterCallsTakingExtraArguments", into: &workspaces)
        XCTAssertNil(shape.protocol.navigation)
        let original = TreeSnapshot(app)
        let pushed = run(["new", "screen", "Story", "--coordinator", "Feed"], in: app)
        XCTAssertTrue(pushed.contains("(push(viewController, isAnimated: true, onLeave: nil))"), pushed)
        run(["new", "screen", "Comments", "--coordinator", "Feed", "--present"], in: app)
        let feed = try text("Newsroom/Coordinators/FeedCoordinator.swift", in: app)
        XCTAssertTrue(feed.contains("self?.router.pop(true)"), feed)
        XCTAssertTrue(feed.contains("router.present(viewController, isAnimated: true, onLeave: nil)"), feed)
        XCTAssertTrue(feed.contains("self?.router.dismiss(true)"), feed)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testAProtocolsTypealiasIsNoRequirement() throws {
        let (app, shape, _) = try ExistingApps.adopted("ProtocolDeclaresTypealias", into: &workspaces)
        XCTAssertFalse(shape.protocol.otherRequirements.contains { $0.contains("typealias") }, "\(shape.protocol.otherRequirements)")
        run(["new", "coordinator", "Larder", "--parent", "App"], in: app)
        try ExistingApps.assertTypeChecks(app, shape)
    }

    func testAChildOfAStringKeyedDictionaryIsKeptUnderItsClassName() throws {
        let (app, shape, _) = try ExistingApps.adopted("ChildrenKeyedByTypeName", into: &workspaces)
        XCTAssertEqual(shape.protocol.children?.key, "String")
        let original = TreeSnapshot(app)
        let output = run(["new", "coordinator", "Ledger", "--parent", "App"], in: app)
        XCTAssertTrue(output.contains("so it keeps LedgerCoordinator under its class's name, `String(describing: LedgerCoordinator.self)`"), output)
        let parent = try text("Archive/Coordinators/AppCoordinator.swift", in: app)
        XCTAssertTrue(parent.contains("childCoordinators[String(describing: LedgerCoordinator.self)] = coordinator"), parent)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
        ExistingApps.assertGivesBackEveryByte(app, running: [["new", "coordinator", "Index", "--parent", "App"], ["remove", "coordinator", "Index"]])
    }

    func testARouterThatOnlyPresentsPresentsAPushedScreenAndSaysSo() throws {
        let (app, shape, _) = try ExistingApps.adopted("HeldRouterThatOnlyPresents", into: &workspaces)
        let original = TreeSnapshot(app)
        let output = run(["new", "screen", "Chart", "--coordinator", "Ward"], in: app)
        XCTAssertTrue(
            output.contains("WardCoordinator's router `router` has no push method, only presentModule: pushToChart() presents Chart through it"),
            output)
        let ward = try text("Clinic/Coordinators/WardCoordinator.swift", in: app)
        XCTAssertTrue(ward.contains("router.presentModule(viewController)"), ward)
        XCTAssertTrue(ward.contains("self?.router.dismissModule(nil, completion: nil)"), ward)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }
}
