import Foundation
import XCTest

@testable import CoordgenKit

/// A protocol requiring `func start() -> UIViewController` (each flow returns the controller it shows,
/// its own navigation controller; a tab root puts its children's into the tab bar), which no built-in
/// family writes. `new coordinator --parent P` then makes the new flow like one of the flows P starts,
/// so P starts it as it starts that one, and says so; where P starts none, the family's refusal stands
/// with its `--like` hint. Everything type-checks and only inserts.
final class StartReturnsItsRootControllerEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []
    private let settings = [
        LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6, defaultIsolation: .mainActor),
    ]

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape, String) {
        try ExistingApps.adopted("StartReturnsItsRootController", into: &workspaces)
    }

    func testANewFlowUnderAParentIsMadeLikeTheFlowThatParentStarts() throws {
        let (app, shape, _) = try adopted()
        let original = TreeSnapshot(app)
        let child = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Books"], in: app)
        XCTAssertEqual(child.status, 0, child.output)
        XCTAssertTrue(child.output.contains("requires `func start() -> UIViewController`"), child.output)
        XCTAssertTrue(
            child.output.contains("so Zebra is made like Review (the one flow BooksCoordinator starts) and started by BooksCoordinator as Review is"),
            child.output)
        let books = try String(contentsOf: app.appendingPathComponent("Shelf/Flows/BooksCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(books.contains("private func showZebra() {"), books)
        XCTAssertTrue(books.contains("navigationController.present(review.start(), animated: true)\n    }\n\n    private func showZebra()"), books)
        let zebra = try String(contentsOf: app.appendingPathComponent("Shelf/Flows/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(zebra.contains("func start() -> UIViewController {"), zebra)
        original.assertOnlyGainedLines(in: app)
        try ExistingApps.assertTypeChecks(app, shape, in: settings)
    }

    /// Review is started by Authors too: the copy made for `--parent Books` is wired into Books only,
    /// and one note says where else Review is started.
    func testACopyIsWiredIntoTheNamedParentOnly() throws {
        let (app, shape, _) = try adopted()
        let authorsFile = app.appendingPathComponent("Shelf/Flows/AuthorsCoordinator.swift")
        let authors = try String(contentsOf: authorsFile, encoding: .utf8).replacingOccurrences(
            of: "        return navigationController\n    }\n",
            with: "        return navigationController\n    }\n\n    func showReview() {\n        let review = ReviewCoordinator()\n        childCoordinators.append(review)\n        navigationController.present(review.start(), animated: true)\n    }\n")
        try authors.write(to: authorsFile, atomically: true, encoding: .utf8)
        let original = TreeSnapshot(app)
        let child = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Books"], in: app)
        XCTAssertEqual(child.status, 0, child.output)
        XCTAssertTrue(
            child.output.contains(
                "note: Review is also started by AuthorsCoordinator: the new flow is wired into BooksCoordinator only, the parent named (copy its wiring there by hand if it should start it too)"
            ), child.output)
        XCTAssertEqual(try String(contentsOf: authorsFile, encoding: .utf8), authors)
        let books = try String(contentsOf: app.appendingPathComponent("Shelf/Flows/BooksCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(books.contains("private func showZebra() {"), books)
        original.assertOnlyGainedLines(in: app)
        try ExistingApps.assertTypeChecks(app, shape, in: settings)
    }

    func testAParentThatStartsNoFlowKeepsTheFamilysRefusal() throws {
        let (app, _, _) = try adopted()
        let original = TreeSnapshot(app)
        let child = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Authors"], in: app)
        XCTAssertNotEqual(child.status, 0, child.output)
        XCTAssertTrue(child.output.contains("requires `func start() -> UIViewController`"), child.output)
        XCTAssertTrue(child.output.contains("--like"), child.output)
        XCTAssertEqual(child.output.components(separatedBy: "\n").filter { $0.hasPrefix("Error:") }.count, 1, child.output)
        XCTAssertEqual(TreeSnapshot(app), original)
    }
}

/// How the flow to copy is picked among a parent's.
final class ParentsOwnExampleTests: XCTestCase {
    private let naming = NamingScheme(flowProtocol: nil, flowClass: "{Name}Coordinator", root: "AppCoordinator", screen: "{Name}ViewController")

    private func graph(_ edges: [(String, String)]) -> CoordinatorGraph {
        let location = CoordinatorGraph.Location(file: "App.swift", line: 1)
        return CoordinatorGraph(
            coordinators: [], edges: edges.map { CoordinatorGraph.Edge(parent: $0.0, child: $0.1, via: "start", location: location) },
            unresolved: [], roots: [], baseClasses: [])
    }

    func testTheRecordedExampleThenALeafThenTheFirstByName() {
        let edges = [("AppCoordinator", "HomeCoordinator"), ("HomeCoordinator", "CartCoordinator"), ("HomeCoordinator", "BasketCoordinator"),
                     ("HomeCoordinator", "AccountCoordinator"), ("AccountCoordinator", "LoginCoordinator")]
        let recorded = ParentsOwnExample.pick(parentClass: "HomeCoordinator", in: graph(edges), naming: naming, recorded: "Cart")
        XCTAssertEqual(recorded?.flow, "Cart")
        XCTAssertEqual(recorded?.reason, "one of the 3 flows HomeCoordinator starts, and the example .coordgen.yml records")
        let leaf = ParentsOwnExample.pick(parentClass: "HomeCoordinator", in: graph(edges), naming: naming, recorded: "Login")
        XCTAssertEqual(leaf?.flow, "Basket")
        XCTAssertEqual(leaf?.reason, "one of the 3 flows HomeCoordinator starts; it starts none itself; first by name")
        XCTAssertNil(ParentsOwnExample.pick(parentClass: "CartCoordinator", in: graph(edges), naming: naming, recorded: nil))
        XCTAssertNil(ParentsOwnExample.pick(parentClass: "HomeCoordinator", in: graph([("HomeCoordinator", "AppCoordinator")]), naming: naming, recorded: nil))
    }
}
