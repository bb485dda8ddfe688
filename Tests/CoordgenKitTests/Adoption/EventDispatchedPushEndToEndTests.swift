import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI coordinators without a protocol that push through one method handling every navigation
/// event (`EventDispatchedPush`: `func handle(_ event: Event)` whose `case .push(let destination)`
/// appends to the path, the destinations mapped in each tab's view). `init` refused them ("show screens
/// in no way coordgen reads"): the push it looked for takes the route, and `handle` takes an event.
///
/// `init` records the event's method and case (`shape.routes.dispatch`); a new screen of an app's flow
/// is pushed as the app's screens push (`handle(.push(.giraffe))`); a new flow, which has no events of
/// its own, declares `push(_:)`, and a screen of it is pushed with that. Both type-check in Swift 5 and
/// 6 modes, only insert lines, and `remove coordinator` gives back every byte.
final class EventDispatchedPushEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape) {
        let app = try ExistingApps.copy("EventDispatchedPush")
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.stdout.contains("through its .push event"), result.stdout)
        return (app, try Project.load(app.appendingPathComponent(Project.configFileName)).appShape)
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testTheEventMethodIsRecordedAsTheDispatchedPush() throws {
        let (_, shape) = try adopted()
        let routes = try XCTUnwrap(shape.protocol.routes)
        XCTAssertEqual(routes.enum, "Destination")
        XCTAssertEqual(routes.push, "handle")
        var dispatch = DispatchedPush(method: "handle", case: "push", label: nil)
        // No pop method: the `.pop` event pops, and a new screen's Back calls it.
        dispatch.pop = "pop"
        XCTAssertEqual(routes.dispatch, dispatch)
        XCTAssertEqual(routes.destinationsInViews, true)
    }

    func testScreensArePushedThroughTheEventAndANewFlowThroughItsOwnPush() throws {
        let (app, shape) = try adopted()
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let original = TreeSnapshot(app)
        for arguments in [
            ["new", "screen", "Grafting", "--coordinator", "Trees"],
            ["new", "coordinator", "Cider", "--parent", "TreesCoordinator"],
            ["new", "screen", "Press", "--coordinator", "Cider"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        for settings in [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)] {
            XCTAssertEqual(
                ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings), [], "\(settings)")
        }
        original.assertOnlyGainedLines(in: app)
        let trees = try text(app, "Orchard/Trees/Coordinator/TreesCoordinator.swift")
        XCTAssertTrue(trees.contains("handle(.push(.grafting))"), trees)
        XCTAssertTrue(try text(app, "Orchard/Trees/Coordinator/TreesNavigation.swift").contains("coordinator.handle(.pop)"))
        XCTAssertTrue(trees.contains("        case grafting\n"), trees)
        XCTAssertTrue(try text(app, "Orchard/Trees/Coordinator/TreesNavigation.swift").contains("case .grafting:"))
        let cider = try XCTUnwrap(TreeSnapshot(app).files.first { $0.key.hasSuffix("/CiderCoordinator.swift") }).value
        let ciderText = String(decoding: cider, as: UTF8.self)
        XCTAssertTrue(ciderText.contains("func push(_ "), ciderText)
        XCTAssertTrue(ciderText.contains("push(.press)"), ciderText)
        XCTAssertFalse(ciderText.contains("handle("), ciderText)
    }

    func testAFlowIsRemovedByteForByte() throws {
        let (app, _) = try adopted()
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Cider", "--parent", "TreesCoordinator"], ["remove", "coordinator", "Cider"]])
    }
}
