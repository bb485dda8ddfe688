import Foundation
import SwiftSyntax
import XCTest

@testable import CoordgenKit

/// An app whose coordinator protocol requires an event handler (`func eventOccurred(with event: Event)`,
/// `Event` an enum of the app) that each coordinator implements its own way, switching over the events
/// its screens send: `init` records that a new coordinator implements it with an empty body and says so;
/// a new flow does, its parent starts it, the app type-checks in Swift 5 and in Swift 6 with MainActor by
/// default, existing files only gain lines, and `remove` gives back every byte.
final class CoordinatorsHandleScreenEventsEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    func testInitRecordsAnEmptyHandlerAndSaysWhy() throws {
        let (_, shape, output) = try ExistingApps.adopted("CoordinatorsHandleScreenEvents", into: &workspaces)
        XCTAssertEqual(shape.protocol.otherRequirements, ["func start()"], output)
        XCTAssertEqual(shape.protocol.implementedLikeSiblings, ["func eventOccurred(with event: Event) {}"], output)
        XCTAssertTrue(
            output.contains(
                "written empty: eventOccurred(with:): each coordinator handles the Event cases its own screens send; a new one handles none yet"
            ), output)
    }

    func testANewFlowHandlesNoEventYetAndTypeChecks() throws {
        let (app, shape, _) = try ExistingApps.adopted("CoordinatorsHandleScreenEvents", into: &workspaces)
        let original = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "coordinator", "Journey", "--parent", "Home"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let screen = CoordgenBinary.run(["new", "screen", "Map", "--coordinator", "Settings"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        let coordinator = try String(contentsOf: app.appendingPathComponent("Atlas/Navigation/JourneyCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(coordinator.contains("    func eventOccurred(with event: Event) {}\n"), coordinator)
        let parent = try String(contentsOf: app.appendingPathComponent("Atlas/Navigation/HomeCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(parent.contains("let coordinator = JourneyCoordinator(navigationController: navigationController)"), parent)
        original.assertOnlyGainedLines(in: app)
        try ExistingApps.assertTypeChecks(
            app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6, defaultIsolation: .mainActor)])
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("CoordinatorsHandleScreenEvents", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(app, running: [["new", "coordinator", "Journey", "--parent", "Home"], ["remove", "coordinator", "Journey"]])
    }
}

/// Which requirements count as event handlers: only one that returns nothing, takes a value of an enum
/// the app declares, and that a class named like a coordinator implements.
final class EventHandlerRequirementTests: XCTestCase {
    private let index = DeclarationIndex(files: [
        SourceFile(
            path: "App/Coordinator.swift",
            text: """
                enum Event { case tapped }
                struct Payload {}
                protocol Coordinator: AnyObject {
                    func eventOccurred(with event: Event)
                    func handle(_ event: Event?, payload: Payload) -> Void
                    func route(for event: Event) -> String
                    func send(_ payload: Payload)
                    func removeChild(_ child: Coordinator)
                    static func make(_ event: Event)
                    func react<E>(to event: E)
                    func changeTab(to tab: Event)
                }
                final class HomeCoordinator: Coordinator {
                    func eventOccurred(with event: Event) { print(event) }
                    func handle(_ event: Event?, payload: Payload) -> Void {}
                }
                final class TabBarController: Coordinator {
                    func changeTab(to tab: Event) {}
                }
                """)
    ])

    private func implementation(_ name: String) throws -> String? {
        let declaration = try XCTUnwrap(index.type(named: "Coordinator"))
        let function = try XCTUnwrap(
            declaration.members?.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { $0.name.text == name })
        let coordinators = ["HomeCoordinator", "TabBarController"].compactMap { index.type(named: $0) }
        return EventHandlerRequirement(index: index).emptyImplementation(of: function, in: declaration, coordinators: coordinators)?.0
    }

    func testAVoidRequirementTakingAnAppEnumIsWrittenEmpty() throws {
        XCTAssertEqual(try implementation("eventOccurred"), "func eventOccurred(with event: Event) {}")
        XCTAssertEqual(try implementation("handle"), "func handle(_ event: Event?, payload: Payload) -> Void {}")
    }

    func testOthersAreNot() throws {
        XCTAssertNil(try implementation("route"), "returns a value")
        XCTAssertNil(try implementation("send"), "takes no enum")
        XCTAssertNil(try implementation("removeChild"), "manages children")
        XCTAssertNil(try implementation("make"), "static")
        XCTAssertNil(try implementation("react"), "generic")
        XCTAssertNil(try implementation("changeTab"), "implemented by no class named like a coordinator")
    }
}
