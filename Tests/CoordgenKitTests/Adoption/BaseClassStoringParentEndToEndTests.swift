import Foundation
import XCTest

@testable import CoordgenKit

/// Apps without a coordinator protocol whose base class stores the parent through its own designated
/// initialiser (`init(parent: FlowCoordinator?)`, fixture BaseClassStoringParent): a new subclass
/// never redeclares `parent`, calls `super.init(parent: parent)`, is passed `self` by its parent, and
/// shows its first screen on a stack of its own (the base holds none). And apps whose remove method
/// takes a non-optional child (fixture RemoveChildTakesNonOptional): the parent's `[weak coordinator]`
/// finish closure unwraps the child before passing it. Both compile in their language mode, Swift 5, with
/// minimal and complete concurrency checking.
final class BaseClassStoringParentEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    /// The fixtures are Swift 5 apps (their coordinators are not `@MainActor`): minimal and complete checking.
    private static let modes = [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete)]

    func testInitRecordsTheBaseInitialiserItsSubclassesCall() throws {
        let (_, shape, output) = try ExistingApps.adopted("BaseClassStoringParent", into: &workspaces)
        XCTAssertEqual(shape.protocol.baseClass, "FlowCoordinator")
        XCTAssertEqual(shape.protocol.passedToBaseInit, ["parent"])
        XCTAssertTrue(output.contains("calls super.init(parent: parent) (shape.passedToBaseInit)"), output)
    }

    /// From the root holding the window, and from a flow holding a stack: no `parent` redeclared, the
    /// base initialiser called, `self` passed, the first screen pushed; no new compile error in either
    /// mode; `remove` gives every byte back.
    func testANewSubclassCallsTheBaseInitialiserAndShowsItsFirstScreen() throws {
        let (app, shape, _) = try ExistingApps.adopted("BaseClassStoringParent", into: &workspaces)
        let before = Self.modes.map { ExistingApps.compileErrors(of: app, under: "Garden", module: shape.module, settings: $0) }
        let original = TreeSnapshot(app)
        for (flow, parent) in [("Zebra", "AppCoordinator"), ("Yak", "PlantsCoordinator")] {
            let result = CoordgenBinary.run(["new", "coordinator", flow, "--parent", parent], in: app)
            XCTAssertEqual(result.status, 0, result.output)
            let code = try String(contentsOf: app.appendingPathComponent("Garden/Coordinators/\(flow)Coordinator.swift"), encoding: .utf8)
            XCTAssertFalse(code.contains("let parent") || code.contains("var parent"), code)
            XCTAssertTrue(code.contains("super.init(parent: parent)"), code)
            XCTAssertTrue(code.contains("navigationController.pushViewController(viewController, animated: true)"), code)
            let parentCode = try String(contentsOf: app.appendingPathComponent("Garden/Coordinators/\(parent).swift"), encoding: .utf8)
            XCTAssertTrue(parentCode.contains("parent: self)"), parentCode)
        }
        for (mode, errors) in zip(Self.modes, before) {
            let new = ExistingApps.compileErrors(of: app, under: "Garden", module: shape.module, settings: mode).subtracting(errors)
            XCTAssertEqual(new, [], "\(mode)")
        }
        for flow in ["Yak", "Zebra"] {
            let result = CoordgenBinary.run(["remove", "coordinator", flow], in: app)
            XCTAssertEqual(result.status, 0, result.output)
        }
        XCTAssertEqual(TreeSnapshot(app), original)
    }

    func testAWeakChildIsUnwrappedForARemoveMethodThatTakesItNonOptional() throws {
        let (app, shape, _) = try ExistingApps.adopted("RemoveChildTakesNonOptional", into: &workspaces)
        XCTAssertEqual(shape.protocol.children?.remove, "removeChild")
        XCTAssertEqual(shape.protocol.children?.removeTakesNonOptional, true)
        let before = Self.modes.map { ExistingApps.compileErrors(of: app, under: "Kiosk", module: shape.module, settings: $0) }
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "CatalogCoordinator"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let parent = try String(contentsOf: app.appendingPathComponent("Kiosk/Coordinators/CatalogCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(
            parent.contains(
                "[weak self, weak coordinator] in\n            guard let coordinator = coordinator else { return }\n            self?.removeChild(coordinator)"),
            parent)
        for (mode, errors) in zip(Self.modes, before) {
            let new = ExistingApps.compileErrors(of: app, under: "Kiosk", module: shape.module, settings: mode).subtracting(errors)
            XCTAssertEqual(new, [], "\(mode)")
        }
    }

    /// A remove method taking an optional child (`removeDependency(_ coordinator: Coordinator?)`) is
    /// passed the weak capture as it is, as before.
    func testARemoveMethodTakingAnOptionalChildRecordsNothing() throws {
        let (_, shape, _) = try ExistingApps.adopted("RouterBaseFinishFlow", into: &workspaces)
        XCTAssertNotNil(shape.protocol.children?.remove)
        XCTAssertNil(shape.protocol.children?.removeTakesNonOptional)
    }
}
