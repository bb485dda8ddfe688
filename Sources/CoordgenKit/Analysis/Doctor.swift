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

/// What `coordgen doctor` prints.
public struct DoctorReport: Sendable, Equatable {
    public let findings: [Finding]
    /// Rules that could not run, and why.
    public let notes: [String]
    /// Where the names the rules look for came from: a style named in `.coordgen.yml`, or heuristics.
    public let conventions: String
    public let skippedFiles: [AnalyzedApp.SkippedFile]
    /// Findings a `// coordgen:ignore` comment silenced.
    public let silenced: Int
    public let filesRead: Int
    public let coordinators: Int

    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }

    /// One finding per line, then notes, skipped files and a summary line.
    public var text: String {
        var lines = findings.map(\.textLine)
        lines += skippedFiles.map { "\($0.file):\($0.line): note: skipped: \($0.reason)" }
        lines += notes.map { "note: \($0)" }
        lines.append("note: coordinators found by \(conventions)")
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `2 errors, 1 warning in 14 files (5 coordinators); 1 silenced, 1 file skipped`
    public var summary: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var line =
            "\(count(errorCount, "error")), \(count(warningCount, "warning")) in \(count(filesRead, "file")) "
            + "(\(count(coordinators, "coordinator")))"
        var extras: [String] = []
        if silenced > 0 { extras.append("\(silenced) silenced") }
        if !skippedFiles.isEmpty { extras.append("\(count(skippedFiles.count, "file")) skipped") }
        if !extras.isEmpty { line += "; " + extras.joined(separator: ", ") }
        return line
    }

    /// The report as JSON with sorted keys.
    public var json: String {
        struct Summary: Encodable {
            let coordinators: Int
            let errors: Int
            let files: Int
            let silenced: Int
            let warnings: Int
        }
        struct Document: Encodable {
            let conventions: String
            let findings: [Finding]
            let notes: [String]
            let skippedFiles: [AnalyzedApp.SkippedFile]
            let summary: Summary
        }
        let document = Document(
            conventions: conventions, findings: findings, notes: notes, skippedFiles: skippedFiles,
            summary: Summary(
                coordinators: coordinators, errors: errorCount, files: filesRead, silenced: silenced, warnings: warningCount))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(document)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }
}
