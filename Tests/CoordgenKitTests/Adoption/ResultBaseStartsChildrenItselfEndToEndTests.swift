import Foundation
import XCTest

@testable import CoordgenKit

/// A generic result base with no `coordinate(to:)`: the base's `start(_:)` takes a child and returns its
/// stream; the root holds no stack nor window of its own, only an environment object holding the window.
/// A new flow of the root is made with `environment.window` and started with `start(_:)`; since the base
/// holds no bag, the new flow declares its own, and a flow started by it type-checks.
final class ResultBaseStartsChildrenItselfEndToEndTests: XCTestCase {
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

    func testANewFlowIsStartedWithTheBasesOwnMethod() throws {
        let (app, shape, _) = try ExistingApps.adopted("ResultBaseStartsChildrenItself", into: &workspaces)
        XCTAssertEqual(shape.protocol.resultBase?.childStart, "start(_:)")
        let original = TreeSnapshot(app)
        let output = run(["new", "coordinator", "Trailer", "--parent", "App"], in: app)
        XCTAssertTrue(output.contains("only the window `environment.window` of a dependency"), output)
        let root = try String(contentsOf: app.appendingPathComponent("Reel/Coordination/AppCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(root.contains("TrailerCoordinator(window: environment.window)\n        start(trailerCoordinator)\n"), root)
        run(["new", "coordinator", "Cast", "--parent", "Trailer"], in: app)
        let trailer = try String(contentsOf: app.appendingPathComponent("Reel/Flows/Trailer/TrailerCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(trailer.contains("    private let disposeBag = DisposeBag()\n"), trailer)
        XCTAssertTrue(trailer.contains("start(castCoordinator)"), trailer)
        try ExistingApps.assertTypeChecks(app, shape)
        original.assertOnlyGainedLines(in: app)
    }

    func testChildStartCallsAreWrittenWithTheMethodsLabel() {
        let shape = { (childStart: String?) in
            ResultBaseShape(baseClass: "Coordinator", result: "Void", stream: .observable, bag: "bag", imports: [], childStart: childStart)
        }
        XCTAssertEqual(shape(nil).childStartCall("child"), "coordinate(to: child)")
        XCTAssertEqual(shape("start(_:)").childStartCall("child"), "start(child)")
        XCTAssertEqual(shape("run(flow:)").childStartCall("child"), "run(flow: child)")
    }
}
