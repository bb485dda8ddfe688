import Foundation
import XCTest

@testable import CoordgenKit

/// Coordinators that reach their stack through a holder the app shares (`dependency.navigationController`
/// of an `AppDependency` class, a router over a navigation controller), where no recorded initialiser
/// takes the holder: the refusal names the remedy that works (record the initialiser in
/// shape.initializers), not `init --force`, which records nothing for a shared holder; that remedy then
/// makes the flow.
final class SharedNavigationHolderRemedyEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private let recorded = """
          initializers:
          - signature: 'init(dependency: AppDependency)'
            parameters:
            - label: dependency
              name: dependency
              type: AppDependency

        """

    private func editConfig(_ app: URL, replacing old: String, with new: String) throws {
        let url = app.appendingPathComponent(Project.configFileName)
        let config = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(config.contains(old), config)
        try config.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    func testTheRefusalNamesTheInitializerAndThatRemedyWorks() throws {
        let (app, shape, _) = try ExistingApps.adopted("InitDependency", into: &workspaces)
        // As if init had found no initialiser the coordinators share (each also takes its own screen).
        try editConfig(app, replacing: recorded, with: "  initializers: []\n")
        let before = TreeSnapshot(app)
        let refused = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Home"], in: app)
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertTrue(
            refused.stderr.contains(
                "the coordinators reach their UINavigationController through `dependency.navigationController`, and no initialiser recorded for a new coordinator takes a dependency (init found none the coordinators share): record one in shape.initializers in .coordgen.yml (`init(dependency: <the type they hold>)`) and start the flow from a coordinator that holds a dependency (--parent)"
            ), refused.stderr)
        XCTAssertFalse(refused.stderr.contains("init --force"), refused.stderr)
        XCTAssertEqual(TreeSnapshot(app), before, "a refusal changes nothing")
        // The remedy it names works.
        try editConfig(app, replacing: "  initializers: []\n", with: recorded)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Home"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        try ExistingApps.assertTypeChecks(app, shape)
    }
}
