import Foundation

/// The use case behind `coordgen init`: detect an existing app's shape, asking `choose` what it cannot
/// decide alone, and record it in `.coordgen.yml` — refusing to replace a different one without
/// `force`, and writing nothing in a dry run.
public struct AdoptApp: Sendable {
    /// What a run produced: the text to print and, when it refused, why.
    public struct Outcome: Sendable {
        /// Findings, the diff or dry-run report, and what was written.
        public var output: String
        /// Set when nothing was written because `.coordgen.yml` exists and differs (its diff is in
        /// ``output``).
        public var refusal: AdoptionRefusal?
    }

    /// The app's root: the nearest folder with a project file above the folder given.
    public let root: URL
    public var choices: AdoptionChoices
    public var dryRun: Bool
    public var force: Bool

    public init(from directory: URL, choices: AdoptionChoices = AdoptionChoices(), dryRun: Bool = false, force: Bool = false) {
        self.root = AdoptionPlanner.appRoot(from: directory)
        self.choices = choices
        self.dryRun = dryRun
        self.force = force
    }

    /// Detects, asking `choose` (a terminal prompt; nil where nobody can answer, so an ambiguity is
    /// refused in one line) for each undecided choice, then plans and applies `.coordgen.yml`.
    public func run(choose: ((AdoptionAmbiguity) throws -> String)?) throws -> Outcome {
        // The lock first: a change that was interrupted is completed or undone before the app is read.
        let lock = try ProjectLock(folder: root, dryRun: dryRun)
        let outcome = try adopt(choose: choose, recovered: lock.recovery.map { "note: \($0)\n" } ?? "")
        _ = consume lock
        return outcome
    }

    private func adopt(choose: ((AdoptionAmbiguity) throws -> String)?, recovered: String) throws -> Outcome {
        let sources = AppSources(root: root)
        // Before the detector, whose model parses and summarises every file as it is made.
        RootProjectsPrefetch.start(sources)
        let detector = AppShapeDetector(sources: sources)
        let outcome = Result { try adopt(with: detector, choose: choose, recovered: recovered) }
        // The model (its summaries, parsed files and kept trees) is freed on another thread.
        ReleaseElsewhere.release(consume detector)
        return try outcome.get()
    }

    private func adopt(
        with detector: AppShapeDetector, choose: ((AdoptionAmbiguity) throws -> String)?, recovered: String
    ) throws -> Outcome {
        let sources = detector.sources
        var (report, chosen, picked) = try detector.detect(choices: choices, choose: choose)
        let kept = AdoptionPlanner.keepSettings(from: root, in: &report)
        // Files the detectors came across and left alone (a FIFO named `X.swift`, a 20 MB file).
        let skipped =
            sources.skippedFiles.map { "note: skipped \($0.path): it is \($0.reason)\n" }.joined()
            + sources.otherApps.map { "note: \($0.note)\n" }.joined()
            + StaleCopies.notes(for: detector.model.staleCopies)
        var output =
            recovered + skipped + picked.map { $0 + "\n" }.joined() + AdoptionPlanner.findingsText(report, choices: chosen, kept: kept)
            + "\n"
        let plan = AdoptionPlanner.plan(report, root: root, force: force)
        if let change = plan.changes.first, case .conflict = change.action, let old = change.oldContents {
            output += UnifiedDiff.make(
                old: String(decoding: old, as: UTF8.self), new: String(decoding: change.newContents, as: UTF8.self),
                path: Project.configFileName)
            return Outcome(output: output, refusal: .configExists)
        }
        output += try PlanExecution.execute(plan, dryRun: dryRun)
        if dryRun, let change = plan.changes.first, change.action == .create {
            output += "\n" + String(decoding: change.newContents, as: UTF8.self)
        }
        return Outcome(output: output, refusal: nil)
    }
}
