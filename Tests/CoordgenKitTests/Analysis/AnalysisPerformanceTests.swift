import Foundation
import XCTest

@testable import CoordgenKit

/// `tree` and `doctor` over a generated 1,000-coordinator app. Set `COORDGEN_LARGE_APP=<dir>` to keep
/// the app there, to time the release binary on it (docs/PERFORMANCE.md).
final class AnalysisPerformanceTests: XCTestCase {
    func testThousandCoordinatorApp() throws {
        let kept = ProcessInfo.processInfo.environment["COORDGEN_LARGE_APP"].map { URL(fileURLWithPath: $0) }
        let folder = try kept ?? Repository.temporaryDirectory("large")
        defer { if kept == nil { try? FileManager.default.removeItem(at: folder) } }
        try LargeAppGenerator.write(coordinators: 1000, to: folder)

        let start = Date()
        let app = AnalyzedApp.analyze(folder, conventions: .heuristic)
        let tree = TreeFormat.text.render(app)
        let report = Doctor().examine(app)
        let seconds = Date().timeIntervalSince(start)
        print("1,000-coordinator app: analysis + tree + doctor in \(String(format: "%.2f", seconds)) s (this build)")

        XCTAssertEqual(app.files.count, 1001)
        XCTAssertEqual(app.graph.coordinators.count, 1000)
        XCTAssertEqual(app.graph.edges.count, 999)
        XCTAssertEqual(app.graph.roots.map(\.coordinator), ["Flow0Coordinator"])
        XCTAssertTrue(tree.hasSuffix("1000 coordinators, 999 edges, 1000 screens, 0 unresolved; 1001 Swift files read, 0 skipped\n"))
        XCTAssertEqual(report.findings, [], report.text)
        // A loose bound for a debug build on a shared machine; the release numbers are in docs/PERFORMANCE.md.
        XCTAssertLessThan(seconds, 60)
    }
}
