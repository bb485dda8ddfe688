/// Which syntax trees `tree` and `doctor` keep once each file is summarised. Only memory and time
/// depend on it: a released tree that is needed again is parsed again, so every choice gives the same
/// result (which `TreeRetentionTests` checks over the doctor fixtures).
enum TreeRetention: Sendable {
    /// The trees of files that name a coordinator (``AnalysisConventions/mayReadAgain(_:)``): the
    /// graph and the rules read those again; every other tree is released.
    case likelyReadAgain
    /// Every tree (what `tree` and `doctor` did before summaries).
    case all
    /// No tree: everything read after summarising is parsed again.
    case none

    func keeps(_ file: SourceFile, conventions: AnalysisConventions) -> Bool {
        keeper(conventions: conventions)(file)
    }

    /// ``keeps(_:conventions:)`` for every file of a command, its words listed once.
    func keeper(conventions: AnalysisConventions) -> @Sendable (SourceFile) -> Bool {
        switch self {
        case .likelyReadAgain: conventions.treeKeeper
        case .all: { _ in true }
        case .none: { _ in false }
        }
    }
}
