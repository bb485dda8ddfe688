import Foundation

/// Runs the doctor rules over an analysed app and reports what they found.
public struct Doctor: Sendable {
    public let rules: [any DoctorRule]

    public init(rules: [any DoctorRule] = DoctorRules.all) {
        self.rules = rules
    }

    /// The findings, minus those silenced by `// coordgen:ignore`, sorted by file, line and rule.
    public func examine(_ app: AnalyzedApp) -> DoctorReport {
        var findings: [Finding] = []
        var notes: [String] = []
        var silenced = 0
        let files = Dictionary(app.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for rule in rules {
            if let reason = rule.skipReason(app) {
                notes.append("\(rule.id) skipped: \(reason)")
                continue
            }
            for finding in rule.check(app) {
                if files[finding.file]?.ignores(finding.rule, on: finding.line) == true {
                    silenced += 1
                } else {
                    findings.append(finding)
                }
            }
        }
        findings.sort { ($0.file, $0.line, $0.rule, $0.message) < ($1.file, $1.line, $1.rule, $1.message) }
        var unique: [Finding] = []
        for finding in findings where unique.last != finding { unique.append(finding) }
        return DoctorReport(
            findings: unique, notes: notes, conventions: app.conventionsSource, skippedFiles: app.skippedFiles,
            silenced: silenced, filesRead: app.files.count,
            coordinators: app.graph.coordinators.count)
    }
}
