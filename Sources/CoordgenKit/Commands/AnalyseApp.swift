import Foundation

/// The use case behind `tree` and `doctor`: read the app under a folder (each Swift file once) into
/// its coordinator graph. In a coordgen project it first takes the project's lock, so a change that was
/// interrupted is completed or undone before the app is read, and says so in a note.
public struct AnalyseApp: Sendable {
    /// What was read, and what happened first.
    public struct Outcome: Sendable {
        public let app: AnalyzedApp
        /// One line per recovered change ("an interrupted `new coordinator …` was completed: 5 files").
        public let notes: [String]
    }

    /// What the command reads of the app's syntax after the graph is built.
    public enum Reading: Sendable {
        /// Nothing (`tree`): the graph reads each coordinator from what its summaries recorded
        /// (``DeclarationFlows``); only where they do not say enough are its files parsed again while the
        /// graph reads its members, and let go after, so the trees held stay within ``TreeBudget/graphOnlyLimit``.
        case graphOnly
        /// The members of every coordinator, rule after rule (`doctor`): the coordinator-wise rules
        /// read each coordinator while the graph holds its trees (``CoordinatorWiseRule``), so the trees
        /// held stay within ``TreeBudget/graphOnlyLimit`` as `tree`'s do.
        case graphAndRules
    }

    public let folder: URL
    public let reading: Reading

    public init(folder: URL, reading: Reading = .graphAndRules) {
        self.folder = folder
        self.reading = reading
    }

    public func run() throws -> Outcome {
        let lock = try ProjectLock(around: folder)
        let notes = lock.recovery.map { ["note: \($0)"] } ?? []
        let budget = TreeBudget(limit: TreeBudget.graphOnlyLimit)
        // `doctor`'s rules read each coordinator while the graph holds its trees: none is parsed a third time.
        let rules = reading == .graphAndRules ? DoctorRules.all.compactMap { $0 as? any CoordinatorWiseRule } : []
        let app = AnalyzedApp.analyze(
            AppSources(root: folder, treeBudget: budget), conventions: nil, retention: .likelyReadAgain, readingAlong: rules)
        _ = consume lock
        return Outcome(app: app, notes: notes)
    }
}
