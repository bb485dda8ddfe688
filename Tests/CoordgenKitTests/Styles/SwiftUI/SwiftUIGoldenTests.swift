import XCTest

@testable import CoordgenKit

/// The swiftui style's output over the golden scenario, compared with the files under `Golden/swiftui/`
/// (re-record with `COORDGEN_RECORD=1 swift test --filter GoldenTests`).
final class SwiftUIGoldenTests: XCTestCase {
    func testSwiftUIScenarioMatchesGoldenFiles() throws {
        let sample = try SampleProject.fullScenario(style: .swiftui)
        defer { sample.remove() }
        XCTAssertEqual(sample.steps.count, 6)
        for step in sample.steps {
            XCTAssertFalse(step.files.isEmpty, step.name)
            try GoldenTree.assertMatches(step.files, named: "swiftui/\(step.name)")
        }
    }
}
