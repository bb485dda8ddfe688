import XCTest

@testable import CoordgenKit

/// The router style's output over the golden scenario, compared with the files under `Golden/router/`
/// (re-record with `COORDGEN_RECORD=1 swift test --filter GoldenTests`).
final class RouterGoldenTests: XCTestCase {
    func testRouterScenarioMatchesGoldenFiles() throws {
        let sample = try SampleProject.fullScenario(style: .router)
        defer { sample.remove() }
        for step in sample.steps {
            XCTAssertFalse(step.files.isEmpty, step.name)
            try GoldenTree.assertMatches(step.files, named: "router/\(step.name)")
        }
    }
}
