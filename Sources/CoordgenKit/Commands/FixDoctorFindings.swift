import Foundation

/// The use case behind `coordgen doctor --fix [--dry-run]`: hold the project's lock, read the app,
/// run the doctor, plan the fix of every finding that has a mechanical one, and apply the plan
/// atomically (journaled, fenced) — or, in a dry run, show its diff.
public struct FixDoctorFindings: Sendable {
    /// What a run printed and found.
    public struct Outcome: Sendable {
        /// The findings before the fix, one line each with what was done, the plan's report and a summary.
        public let output: String
        /// Errors that no automatic fix removes: `doctor --fix` exits 1 when there are any.
        public let errorsLeft: Int
    }

    public let folder: URL
    public let dryRun: Bool

    public init(folder: URL, dryRun: Bool = false) {
        self.folder = folder
        self.dryRun = dryRun
    }

    public func run() throws -> Outcome {
        // The project around the folder, or the folder itself when it is no coordgen project: its
        // journal and fence keep the edits inside it.
        let root = ProjectLock.projectFolder(around: folder) ?? folder
        let lock = try ProjectLock(folder: root, dryRun: dryRun)
        var lines = lock.recovery.map { ["note: \($0)"] } ?? []
        let sources = AppSources(root: folder)
        let app = AnalyzedApp.analyze(sources)
        let report = Doctor().examine(app)
        let (plan, outcomes) = DoctorFixer(app: app, sources: sources).plan(report, projectRoot: root)
        lines += outcomes.map(\.line)
        lines += report.notes.map { "note: \($0)" }
        var output = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
        if !plan.changes.isEmpty {
            output += try PlanExecution.execute(plan, dryRun: dryRun)
        }
        let fixed = outcomes.filter { $0.fixed != nil }.count
        let left = outcomes.count - fixed
        output += "\(fixed) fixed, \(left) left (no automatic fix)\(dryRun ? " — dry run, nothing was written" : "")"
        if report.silenced > 0 { output += "; \(report.silenced) silenced by coordgen:ignore, left alone" }
        output += "\n"
        _ = consume lock
        let errorsLeft = outcomes.filter { $0.fixed == nil && $0.finding.severity == .error }.count
        return Outcome(output: output, errorsLeft: errorsLeft)
    }
}
