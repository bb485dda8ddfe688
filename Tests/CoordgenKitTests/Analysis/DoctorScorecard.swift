import Foundation
import XCTest

@testable import CoordgenKit

/// The precision and recall of every doctor rule, as docs/DOCTOR.md reports them: each rule run over
/// every doctor fixture (`Tests/Fixtures/Doctor/<rule>/<kind>`, `families/<family>`), where each line
/// a rule must report carries `// expect: <rule-id> [error|warning]`, and over every adopted app in
/// `Tests/Fixtures/ExistingApps` (working apps: nothing is marked there).
struct DoctorScorecard: Equatable {
    struct Row: Equatable {
        let rule: String
        /// Marked lines: the spellings the rule must catch.
        var marked = 0
        var caught = 0
        var missed: [String] = []
        /// Caught, but at another severity than the marker says.
        var wrongSeverity: [String] = []
        /// Reported on an unmarked line of a doctor fixture.
        var falsePositives: [String] = []
        /// Reported in the adopted apps, by severity.
        var existingErrors: [String] = []
        var existingWarnings: [String] = []
    }

    var fixtures = 0
    var existingApps = 0
    var rows: [Row] = []

    /// The doctor fixtures: two levels under `Tests/Fixtures/Doctor`, minus `tree-heuristics` (a `tree` fixture).
    static var doctorFixtures: [String] {
        let manager = FileManager.default
        var folders: [String] = []
        for group in ((try? manager.contentsOfDirectory(atPath: DoctorFixtures.root.path)) ?? []).sorted()
        where group != "tree-heuristics" && !group.hasPrefix(".") {
            for kind in ((try? manager.contentsOfDirectory(atPath: DoctorFixtures.root.appendingPathComponent(group).path)) ?? []).sorted()
            where !kind.hasPrefix(".") {
                folders.append("\(group)/\(kind)")
            }
        }
        return folders
    }

    static func compute() -> DoctorScorecard {
        var card = DoctorScorecard()
        var rows = Dictionary(uniqueKeysWithValues: DoctorRules.all.map { ($0.id, Row(rule: $0.id)) })
        for name in doctorFixtures {
            card.fixtures += 1
            let app = AnalyzedApp.analyze(DoctorFixtures.folder(name), conventions: .heuristic)
            let report = Doctor().examine(app)
            for rule in DoctorRules.all {
                let markers = DoctorFixtures.markers(name, rule: rule.id)
                let found = report.findings.filter { $0.rule == rule.id }
                var row = rows[rule.id]!
                row.marked += markers.count
                for (place, severity) in markers.sorted(by: { $0.key < $1.key }) {
                    guard let finding = found.first(where: { "\($0.file):\($0.line)" == place }) else {
                        row.missed.append("\(name)/\(place)")
                        continue
                    }
                    row.caught += 1
                    if let severity, finding.severity.rawValue != severity { row.wrongSeverity.append("\(name)/\(place)") }
                }
                for finding in found where markers["\(finding.file):\(finding.line)"] == nil {
                    row.falsePositives.append("\(name)/\(finding.file):\(finding.line)")
                }
                rows[rule.id] = row
            }
        }
        for name in ExistingApps.all {
            card.existingApps += 1
            let report = Doctor().examine(AnalyzedApp.analyze(ExistingApps.url(name)))
            for finding in report.findings {
                let place = "\(name)/\(finding.file):\(finding.line)"
                if finding.severity == .error {
                    rows[finding.rule]?.existingErrors.append(place)
                } else {
                    rows[finding.rule]?.existingWarnings.append(place)
                }
            }
        }
        card.rows = DoctorRules.all.map { rows[$0.id]! }
        return card
    }

    /// The table docs/DOCTOR.md holds between its scorecard markers.
    var markdown: String {
        var lines = [
            "Over \(fixtures) doctor fixtures and \(existingApps) adopted apps (`Tests/Fixtures/ExistingApps`):",
            "",
            "| rule | spellings marked | caught | missed | wrong severity | false positives | in adopted apps (errors / warnings) |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for row in rows {
            lines.append(
                "| `\(row.rule)` | \(row.marked) | \(row.caught) | \(row.missed.count) | \(row.wrongSeverity.count) | \(row.falsePositives.count) | \(row.existingErrors.count) / \(row.existingWarnings.count) |"
            )
        }
        let details = rows.flatMap { row in
            row.missed.map { "- `\(row.rule)` misses \($0)" } + row.wrongSeverity.map { "- `\(row.rule)` has the wrong severity at \($0)" }
                + row.falsePositives.map { "- `\(row.rule)` reports unmarked \($0)" }
                + row.existingErrors.map { "- `\(row.rule)` error in \($0)" }
        }
        if !details.isEmpty { lines += [""] + details }
        return lines.joined(separator: "\n")
    }

    static let begin = "<!-- scorecard: begin (DoctorScorecardTests; re-record with COORDGEN_RECORD=1) -->"
    static let end = "<!-- scorecard: end -->"
}
