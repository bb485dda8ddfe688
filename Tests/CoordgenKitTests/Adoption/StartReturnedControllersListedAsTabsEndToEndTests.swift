import Foundation
import XCTest

@testable import CoordgenKit

/// A protocol requiring only `func start() -> UIViewController`, conformed to in extensions, under a tab
/// parent that makes each flow as a local, keeps it, and lists the controllers their `start()` return
/// (one per line) as its tabs. `new coordinator --parent` writes a flow whose `start()` returns its own
/// navigation controller (conformed in an extension, as its siblings are) and starts it as the parent's
/// last sibling is: a local, the keeping statement, an element of the list. Only lines are added, and
/// everything type-checks; a new screen is pushed onto the new flow's stack.
final class StartReturnedControllersListedAsTabsEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []
    private let settings = [
        LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6, defaultIsolation: .mainActor),
    ]

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape, String) {
        try ExistingApps.adopted("StartReturnedControllersListedAsTabs", into: &workspaces)
    }

    func testANewFlowBecomesATabMadeAsItsSiblingsAre() throws {
        let (app, shape, _) = try adopted()
        let original = TreeSnapshot(app)
        let child = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(child.status, 0, child.output)
        XCTAssertTrue(
            child.output.contains("AppCoordinator makes, keeps and starts it as it does TreesCoordinator (treesCoordinator), beside it in that list"),
            child.output)
        let parent = try String(contentsOf: app.appendingPathComponent("Orchard/Coordinators/AppCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(
            parent.contains(
                "addChildCoordinator(treesCoordinator)\n\n        let zebraCoordinator = ZebraCoordinator()\n        addChildCoordinator(zebraCoordinator)\n"),
            parent)
        XCTAssertTrue(
            parent.contains("harvestCoordinator.start(),\n            zebraCoordinator.start(),\n            treesCoordinator.start()\n        ]"),
            parent)
        let zebra = try String(contentsOf: app.appendingPathComponent("Orchard/Coordinators/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(zebra.contains("extension ZebraCoordinator: CoordinatorProtocol {\n    func start() -> UIViewController {"), zebra)
        XCTAssertTrue(zebra.contains("final class ZebraCoordinator {\n"), zebra)
        let screen = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        original.assertOnlyGainedLines(in: app)
        try ExistingApps.assertTypeChecks(app, shape, in: settings)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try adopted()
        let original = TreeSnapshot(app)
        let child = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(child.status, 0, child.output)
        let removal = CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(removal.status, 0, removal.output)
        XCTAssertEqual(TreeSnapshot(app), original)
    }

    func testAParentThatListsNoStartedFlowKeepsTheFamilysRefusal() throws {
        let (app, _, _) = try adopted()
        let original = TreeSnapshot(app)
        let child = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Trees"], in: app)
        XCTAssertNotEqual(child.status, 0, child.output)
        XCTAssertTrue(child.output.contains("requires `func start() -> UIViewController`"), child.output)
        XCTAssertEqual(child.output.components(separatedBy: "\n").filter { $0.hasPrefix("Error:") }.count, 1, child.output)
        XCTAssertEqual(TreeSnapshot(app), original)
    }
}

/// Where a parent lists its flows' started controllers, and the lines that start one more there.
final class StartReturnedIntoParentArrayTests: XCTestCase {
    private let parent = """
        final class Tabs {
            func make() -> [UIViewController] {
                let one = OneCoordinator()
                keep(one)
                let two = TwoCoordinator()
                keep(two)
                return [
                    one.start(),
                    two.start(),
                    plain
                ]
            }
        }
        """

    func testTheLastListedSiblingIsFoundAndTheNewFlowStartedBesideIt() throws {
        let site = try XCTUnwrap(
            StartReturnedIntoParentArray.find(
                inClass: "Tabs", of: parent, startName: "start", coordinatorClasses: ["OneCoordinator", "TwoCoordinator"]))
        XCTAssertEqual(site, StartReturnedIntoParentArray(sibling: "two", siblingClass: "TwoCoordinator"))
        let edited = site.inserting(flowClass: "NewCoordinator", local: "newCoordinator", startName: "start", into: parent)
        XCTAssertTrue(edited.contains("keep(two)\n\n        let newCoordinator = NewCoordinator()\n        keep(newCoordinator)\n"), edited)
        XCTAssertTrue(edited.contains("two.start(),\n            newCoordinator.start(),\n            plain"), edited)
    }

    func testAOneLineListOrAnotherClassIsNoSite() {
        let oneLine = "final class Tabs {\n    func make() -> [UIViewController] {\n        let one = OneCoordinator()\n        return [one.start()]\n    }\n}\n"
        XCTAssertNil(StartReturnedIntoParentArray.find(inClass: "Tabs", of: oneLine, startName: "start", coordinatorClasses: ["OneCoordinator"]))
        XCTAssertNil(StartReturnedIntoParentArray.find(inClass: "Other", of: parent, startName: "start", coordinatorClasses: ["OneCoordinator"]))
    }
}
