import Foundation
import SwiftSyntax

/// `coordgen doctor --fix`: turns the findings of a doctor report into one plan of swift-syntax–located
/// edits, one change per file. Findings silenced with `// coordgen:ignore` are not in the report, so
/// their lines are left alone; a rule without a safe repair leaves its findings listed with why.
struct DoctorFixer {
    /// One finding and what `--fix` does about it.
    struct Outcome: Sendable, Equatable {
        let finding: Finding
        /// What the edit does, or nil when there is no automatic fix.
        let fixed: String?
        /// Why there is no automatic fix.
        let why: String?

        /// `fixed A.swift:43: remove-all-children: …` or `not fixed A.swift:8: …: no automatic fix: …`
        var line: String {
            let place = "\(finding.file):\(finding.line): \(finding.severity.rawValue): \(finding.rule)"
            if let fixed { return "fixed \(place): \(fixed)" }
            return "not fixed \(place): no automatic fix: \(why ?? "")"
        }
    }

    let app: AnalyzedApp
    let sources: AppSources

    /// The plan for `report`'s findings, and the outcome of each.
    func plan(_ report: DoctorReport, projectRoot: URL) -> (plan: Plan, outcomes: [Outcome]) {
        var plan = Plan(root: app.root)
        plan.projectRoot = projectRoot
        plan.command = "doctor --fix"
        let files = Dictionary(app.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var outcomes: [Outcome] = []
        var editsByFile: [String: [(edit: SourceTextEdit, outcome: Int)]] = [:]
        for finding in report.findings {
            guard let file = files[finding.file], let fix = DoctorFixes.fix(for: finding.rule) else {
                outcomes.append(Outcome(finding: finding, fixed: nil, why: "coordgen has no fix for this rule yet"))
                continue
            }
            switch fix.repair(finding, in: file, app: app) {
            case .manual(let why):
                outcomes.append(Outcome(finding: finding, fixed: nil, why: why))
            case .edits(let edits, let summary):
                outcomes.append(Outcome(finding: finding, fixed: summary, why: nil))
                editsByFile[finding.file, default: []] += edits.map { ($0, outcomes.count - 1) }
            }
        }
        for path in editsByFile.keys.sorted() {
            guard let file = files[path], var edits = editsByFile[path] else { continue }
            // From the end, so earlier offsets stay valid; an edit that overlaps one already taken waits
            // for the next run.
            edits.sort { $0.edit.range.lowerBound > $1.edit.range.lowerBound }
            var bytes = Array(file.text.utf8)
            var lowest = Int.max
            for (edit, index) in edits {
                guard edit.range.upperBound <= lowest || (edit.range.isEmpty && edit.range.lowerBound <= lowest) else {
                    outcomes[index] = Outcome(
                        finding: outcomes[index].finding, fixed: nil,
                        why: "another fix edits the same code; run coordgen doctor --fix again")
                    continue
                }
                bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
                lowest = edit.range.lowerBound
            }
            let fixed = String(decoding: bytes, as: UTF8.self)
            let count = edits.filter { outcomes[$0.outcome].fixed != nil }.count
            if (try? ParsedSwiftSource(fixed)) == nil {
                for (_, index) in edits {
                    outcomes[index] = Outcome(finding: outcomes[index].finding, fixed: nil, why: "the fixed file would not parse")
                }
                continue
            }
            let url = app.root.appendingPathComponent(path)
            plan.add(
                FilePlanner.planEdit(
                    of: url, from: file.text, to: fixed, in: plan, summary: "fixed \(count) finding\(count == 1 ? "" : "s") in \(path)",
                    fingerprint: sources.fingerprint(of: path)))
        }
        return (plan, outcomes)
    }
}
