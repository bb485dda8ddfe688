import Foundation

/// The text commands print about a plan: before (`--dry-run`) or after applying it.
public enum PlanReport {
    /// The plan with a unified diff for every file that would be modified; states that nothing was written.
    public static func dryRun(_ plan: Plan) -> String {
        var lines = plan.notes.map { "note: \($0)" }
        lines.append("Dry run: nothing was written. The plan:")
        let width = plan.changes.map { label(for: $0.action).count }.max() ?? 0
        for change in plan.changes {
            let label = label(for: change.action)
            var line = "  \(label.padding(toLength: width, withPad: " ", startingAt: 0))  \(change.displayPath)"
            if change.action == .modify, !change.summary.isEmpty {
                line += "  (\(change.summary))"
            }
            if case .conflict(let reason) = change.action {
                line += ": \(reason)"
            }
            lines.append(line)
        }
        for change in plan.changes where change.action == .modify {
            lines.append("")
            // A diff of a PNG would print bytes that garble the terminal; say what diff(1) says.
            guard let old = text(change.oldContents ?? Data()), let new = text(change.newContents) else {
                lines.append("Binary file \(change.displayPath) differs")
                continue
            }
            lines.append(UnifiedDiff.make(old: old, new: new, path: change.displayPath).withoutTrailingNewline)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What was written, one line per file, then the next steps.
    public static func applied(_ plan: Plan) -> String {
        var lines = plan.notes.map { "note: \($0)" }
        let unchanged = plan.changes.filter { $0.action == .identical }
        // A re-run (a second `xcode install`) would otherwise list every file it left alone.
        let collapsesUnchanged = unchanged.count > maximumUnchangedListed
        for change in plan.changes where !(collapsesUnchanged && change.action == .identical) {
            lines.append(change.summary)
        }
        if collapsesUnchanged {
            lines.append("\(unchanged.count) files were already up to date")
        }
        if plan.changes.allSatisfy({ $0.action == .identical }) && !plan.changes.isEmpty {
            lines.append("nothing changed")
        }
        if !plan.nextSteps.isEmpty {
            lines.append("")
            lines.append("Next:")
            lines += plan.nextSteps.map { "  \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Up to this many unchanged files are named one by one; more are counted.
    static let maximumUnchangedListed = 5

    private static func label(for action: PlannedChange.Action) -> String {
        switch action {
        case .create: return "create"
        case .modify: return "modify"
        case .identical: return "identical"
        case .conflict: return "conflict"
        case .delete: return "delete"
        }
    }

    /// The bytes as text (UTF-8, else Latin-1), or `nil` when they hold a NUL (binary data).
    private static func text(_ data: Data) -> String? {
        guard !data.contains(0) else { return nil }
        // A project file in an older 8-bit encoding is still text: Latin-1 shows each byte as one
        // character, so the diff's lines are right even if an accented letter is not.
        return String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1)
    }
}
