import Foundation

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
