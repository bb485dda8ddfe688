import Foundation
import XCTest

@testable import CoordgenKit

/// docs/DOCTOR.md's precision and recall table is what the rules do today: the test computes it over
/// every fixture and fails when the doc drifts (`COORDGEN_RECORD=1` rewrites the doc's table).
final class DoctorScorecardTests: XCTestCase {
    func testTheDocsTableIsTheRulesRealScore() throws {
        let card = DoctorScorecard.compute()
        let url = Repository.root.appendingPathComponent("docs/DOCTOR.md")
        let docs = try String(contentsOf: url, encoding: .utf8)
        let begin = try XCTUnwrap(docs.range(of: DoctorScorecard.begin), "docs/DOCTOR.md has no scorecard markers")
        let end = try XCTUnwrap(docs.range(of: DoctorScorecard.end, range: begin.upperBound..<docs.endIndex))
        let recorded = docs[begin.upperBound..<end.lowerBound].trimmingCharacters(in: .newlines)
        if ProcessInfo.processInfo.environment["COORDGEN_RECORD"] == "1" {
            let updated = docs.replacingCharacters(in: begin.upperBound..<end.lowerBound, with: "\n" + card.markdown + "\n")
            try Data(updated.utf8).write(to: url)
            return
        }
        XCTAssertEqual(
            recorded, card.markdown,
            "docs/DOCTOR.md's scorecard differs from what the rules do: review, then re-record with COORDGEN_RECORD=1 swift test --filter DoctorScorecardTests"
        )
    }

    /// What the doc promises: every marked spelling is caught at its severity, nothing unmarked is
    /// reported in the doctor fixtures, and no adopted app — all working apps — gets an error.
    func testEveryMarkedSpellingIsCaughtAndNothingElse() {
        let card = DoctorScorecard.compute()
        for row in card.rows {
            XCTAssertEqual(row.missed, [], "\(row.rule) misses")
            XCTAssertEqual(row.wrongSeverity, [], "\(row.rule) severity")
            XCTAssertEqual(row.falsePositives, [], "\(row.rule) reports unmarked lines")
            XCTAssertEqual(row.existingErrors, [], "\(row.rule) reports errors in working apps")
        }
        XCTAssertGreaterThan(card.rows.first { $0.rule == "strong-finish-delegate" }?.marked ?? 0, 15)
    }
}
