import Foundation
import XCTest

@testable import CoordgenKit

/// The journal changes how a project's change is written, never what: a journaled apply and a plain
/// one (the same plan without `projectRoot`) leave byte-identical trees. With
/// `COORDGEN_MEASURE_JOURNAL=<rounds>` it also times both, alternating, on fresh copies of a new
/// project, and prints the medians (docs/PERFORMANCE.md, "Issue 19").
final class JournalCostTests: XCTestCase {
    func testJournaledAndPlainAppliesWriteTheSameFiles() throws {
        let sample = try SampleProject()
        defer { sample.remove() }
        let workspace = sample.root.deletingLastPathComponent()
        let original = TreeSnapshot(workspace)
        let journaled = try sample.plannedCoordinator("Payment")
        XCTAssertNotNil(journaled.projectRoot)
        var plain = journaled
        plain.projectRoot = nil

        let rounds = Int(ProcessInfo.processInfo.environment["COORDGEN_MEASURE_JOURNAL"] ?? "") ?? 1
        var times: [String: [Double]] = [:]
        var results: [String: TreeSnapshot] = [:]
        for round in 0..<rounds {
            let order = round % 2 == 0 ? [("journaled", journaled), ("plain", plain)] : [("plain", plain), ("journaled", journaled)]
            for (name, plan) in order {
                try original.restore(into: workspace)
                // The copy's own bytes are flushed outside the timed span: on ext4 a journal's `fsync`
                // would otherwise write them out too, which a project at rest does not have waiting.
                if rounds > 1 { sync() }
                let start = DispatchTime.now().uptimeNanoseconds
                try PlanApplier().apply(plan)
                times[name, default: []].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
                results[name] = TreeSnapshot(workspace)
            }
        }
        XCTAssertEqual(results["journaled"], results["plain"])
        XCTAssertNotEqual(results["journaled"], original)
        if rounds > 1 {
            for name in ["plain", "journaled"] {
                let sorted = times[name, default: []].sorted()
                print(
                    String(
                        format: "journal-cost | %@ | median %.2f ms | min %.2f | max %.2f | %d rounds", name, sorted[sorted.count / 2],
                        sorted.first ?? 0, sorted.last ?? 0, rounds))
            }
        }
    }
}
