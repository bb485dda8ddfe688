import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI coordinators that each hold a `NavigationPath` the recorded protocol does not declare (a
/// protocol refining it does): `new coordinator` refuses in one line that says they hold one, and names
/// the protocol to record instead, rather than claiming they hold no navigation.
final class SwiftUIPathOutsideTheProtocolEndToEndTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Repository.temporaryDirectory("swiftui-path-outside-the-protocol")
        try write(
            "name: Meadow\noptions:\n  deploymentTarget:\n    iOS: \"17.0\"\ntargets:\n  Meadow:\n    type: application\n    platform: iOS\n    sources: [Meadow]\n",
            to: "project.yml")
        try write(
            """
            import SwiftUI

            protocol FlowCoordinator: AnyObject {
                func start()
            }

            protocol PathCoordinator: FlowCoordinator, ObservableObject {
                var path: NavigationPath { get set }
            }

            """, to: "Meadow/Coordinators/FlowCoordinator.swift")
        for flow in ["Home", "Pasture", "Barn"] {
            try write(
                """
                import SwiftUI

                final class \(flow)Coordinator: PathCoordinator {
                    @Published var path: NavigationPath = NavigationPath()

                    func start() {}
                }

                """, to: "Meadow/Coordinators/\(flow)Coordinator.swift")
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func testTheRefusalSaysTheyHoldAPathAndNamesTheProtocolThatDeclaresIt() throws {
        let adopted = CoordgenBinary.run(["init", "--protocol", "FlowCoordinator"], in: root)
        XCTAssertEqual(adopted.status, 0, adopted.output)
        let before = TreeSnapshot(root)
        let result = CoordgenBinary.run(["new", "coordinator", "Orchard", "--parent", "Home"], in: root)
        XCTAssertNotEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.stderr.contains(
                "are SwiftUI classes that each hold a NavigationPath FlowCoordinator does not declare, so coordgen did not record it as the way flows show screens and a new flow could not show its first screen: record PathCoordinator, which declares it, with `coordgen init --protocol PathCoordinator`"
            ), result.stderr)
        XCTAssertFalse(result.stderr.contains("hold no navigation"), result.stderr)
        XCTAssertEqual(TreeSnapshot(root), before)
    }
}
