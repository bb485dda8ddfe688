import Foundation
import XCTest

@testable import CoordgenKit

/// No protocol; a base class that holds a concrete router class (`let router: Router`, a `final class`
/// whose push takes a view controller and whose pop goes back *to* a screen it is given) and declares
/// no `start()`. A new flow declares `start()` without `override`, pushes its first screen through the
/// inherited router, and its screen leaves through its own navigation controller; a new screen of an
/// existing flow is pushed the same way. Type-checks in the app's Swift 5 mode; existing files only gain lines.
final class BaseHoldingConcreteRouterEndToEndTests: XCTestCase {
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

    func testANewFlowAndScreenArePushedThroughTheRouterTheBaseHolds() throws {
        let (app, shape, initOutput) = try ExistingApps.adopted("BaseHoldingConcreteRouter", into: &workspaces)
        XCTAssertEqual(shape.protocol.baseClassStarts, false)
        XCTAssertTrue(initOutput.contains("BaseCoordinator declares no start()"), initOutput)
        let original = TreeSnapshot(app)
        let flow = run(["new", "coordinator", "Harbour", "--parent", "App"], in: app)
        XCTAssertTrue(flow.contains("inherits the router `router` from BaseCoordinator"), flow)
        let harbour = try text("Ferry/Coordination/HarbourCoordinator.swift", in: app)
        XCTAssertTrue(harbour.contains("    func start() {"), harbour)
        XCTAssertFalse(harbour.contains("override"), harbour)
        XCTAssertTrue(harbour.contains("        router.push(viewController)\n"), harbour)
        XCTAssertTrue(harbour.contains("viewController?.navigationController?.popViewController(animated: true)"), harbour)
        run(["new", "screen", "Timetable", "--coordinator", "Piers"], in: app)
        let piers = try text("Ferry/Flows/PiersCoordinator.swift", in: app)
        XCTAssertTrue(piers.contains("        router.push(viewController)\n    }\n}"), piers)
        XCTAssertTrue(piers.contains("viewController?.navigationController?.popViewController(animated: true)"), piers)
        // The app is in Swift 5 mode, its classes not isolated, as the shape's apps are.
        try ExistingApps.assertTypeChecks(app, shape)
        original.assertOnlyGainedLines(in: app)
    }
}
