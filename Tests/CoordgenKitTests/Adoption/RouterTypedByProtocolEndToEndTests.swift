import Foundation
import XCTest

@testable import CoordgenKit

/// Two UIKit shapes whose holder of the navigation coordgen once did not recognise:
/// - `LabelledPushThroughRouterProtocol`: the flows hold a router typed by a protocol whose push labels the
///   screen (`push(screen: UIViewController)`) and whose pop takes nothing (`pop()`); a new flow and a new
///   screen show their screens through it with the app's own labels, instead of a flow that shows nothing.
/// - `PresentationCoordinatorsPushedByParent`: a leaf of a protocol tower (`associatedtype RootController:
///   UIViewController`) holds only its own view controller (`rootViewController: DockViewController`),
///   which the parent pushes, or with the witness of that type (`let rootViewController: RootController`);
///   a new screen of it is pushed onto the navigation controller that shows it.
/// Both type-check in Swift 5 and 6, and existing files only gain lines.
final class RouterTypedByProtocolEndToEndTests: XCTestCase {
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

    func testARouterProtocolWithALabelledPushShowsNewFlowsAndScreens() throws {
        let (app, shape, _) = try ExistingApps.adopted("LabelledPushThroughRouterProtocol", into: &workspaces)
        XCTAssertNil(shape.protocol.navigation)
        let original = TreeSnapshot(app)
        let flow = run(["new", "coordinator", "Reef", "--parent", "App"], in: app)
        XCTAssertFalse(flow.contains("leaves showing it to you"), flow)
        XCTAssertTrue(flow.contains("shows its first screen through it (push(screen: viewController))"), flow)
        let screen = run(["new", "screen", "Feeding", "--coordinator", "Tanks"], in: app)
        XCTAssertTrue(screen.contains("TanksCoordinator holds a router in `navigator`, so pushToFeeding()"), screen)
        let reef = try text("Aquarium/Coordinators/ReefCoordinator.swift", in: app)
        XCTAssertTrue(reef.contains("navigator.push(screen: viewController)"), reef)
        XCTAssertTrue(reef.contains("navigator.pop()"), reef)
        XCTAssertFalse(reef.contains("the way this app shows its screens"), reef)
        let tanks = try text("Aquarium/Coordinators/TanksCoordinator.swift", in: app)
        XCTAssertTrue(tanks.contains("self?.navigator.pop()\n        }\n        navigator.push(screen: viewController)\n    }\n}"), tanks)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testALeafHoldingItsOwnViewControllerPushesOntoTheStackThatShowsIt() throws {
        let (app, shape, _) = try ExistingApps.adopted("PresentationCoordinatorsPushedByParent", into: &workspaces)
        let original = TreeSnapshot(app)
        let screen = run(["new", "screen", "Quay", "--coordinator", "Dock"], in: app)
        XCTAssertTrue(screen.contains("it shows its flow in the view controller `rootViewController`"), screen)
        let dock = try text("Harbour/Coordinators/DockCoordinator.swift", in: app)
        XCTAssertTrue(dock.contains("rootViewController.navigationController?.pushViewController(viewController, animated: true)"), dock)
        // Typed with the witness of the associated type, a view controller class of the app through its own base.
        run(["new", "screen", "Mooring", "--coordinator", "Pier"], in: app)
        let pier = try text("Harbour/Coordinators/PierCoordinator.swift", in: app)
        XCTAssertTrue(pier.contains("rootViewController.navigationController?.pushViewController(viewController, animated: true)"), pier)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }
}
