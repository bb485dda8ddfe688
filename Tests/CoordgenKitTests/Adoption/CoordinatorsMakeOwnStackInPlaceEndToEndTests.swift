import Foundation
import XCTest

@testable import CoordgenKit

/// A protocol requiring only `start()`, coordinators that each make their own navigation controller in
/// place (a stored property initialised with one, or one set in the initialiser) and a root that holds no
/// stack, tab bar or window: a new flow under the root makes its own stack too and shows its first screen
/// there (not a shell), the root starts and keeps it and a note says where showing it is left to the
/// user; `new screen` pushes onto the stack the coordinator made; the app type-checks in Swift 5 and 6,
/// existing files only gain lines, and `remove` gives back every byte.
final class CoordinatorsMakeOwnStackInPlaceEndToEndTests: XCTestCase {
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

    func testANewFlowMakesItsOwnStackAndShowsItsScreenThere() throws {
        let (app, shape, _) = try ExistingApps.adopted("CoordinatorsMakeOwnStackInPlace", into: &workspaces)
        XCTAssertNil(shape.protocol.navigation)
        let original = TreeSnapshot(app)
        let output = run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertTrue(
            output.contains(
                "AppCoordinator holds no navigation controller, tab bar or window, and the coordinators make their own navigation controller in place (ReaderCoordinator.pages, ShelfCoordinator.stack)"
            ), output)
        run(["new", "screen", "Giraffe", "--coordinator", "Shelf"], in: app)
        run(["new", "screen", "Okapi", "--coordinator", "Zebra"], in: app)
        let zebra = try text("Library/ZebraCoordinator.swift", in: app)
        XCTAssertTrue(zebra.contains("self.navigationController = UINavigationController()"), zebra)
        // Not a shell: start shows the first screen on the flow's own stack.
        XCTAssertTrue(zebra.contains("navigationController.pushViewController(viewController, animated: true)"), zebra)
        XCTAssertFalse(zebra.contains("gives coordinators no navigation controller"), zebra)
        let parent = try text("Library/AppCoordinator.swift", in: app)
        XCTAssertTrue(parent.contains("let coordinator = ZebraCoordinator()"), parent)
        XCTAssertFalse(parent.contains(".present("), parent)
        XCTAssertTrue(try text("Library/ShelfCoordinator.swift", in: app).contains("stack.pushViewController(viewController, animated: true)"))
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testAParentHoldingAStackStillHandsItOn() throws {
        let (app, _, _) = try ExistingApps.adopted("CoordinatorsMakeOwnStackInPlace", into: &workspaces)
        let output = run(["new", "coordinator", "Pier", "--parent", "Shelf"], in: app)
        XCTAssertTrue(output.contains("ShelfCoordinator holds the navigation controller `stack`"), output)
        XCTAssertTrue(try text("Library/ShelfCoordinator.swift", in: app).contains("PierCoordinator(stack: stack)"))
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("CoordinatorsMakeOwnStackInPlace", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Zebra", "--parent", "App"], ["remove", "coordinator", "Zebra"]])
    }
}
