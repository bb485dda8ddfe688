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

    public let folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    public func run() throws -> Outcome {
        let lock = try ProjectLock(around: folder)
        let notes = lock.recovery.map { ["note: \($0)"] } ?? []
        let app = AnalyzedApp.analyze(folder)
        _ = consume lock
        return Outcome(app: app, notes: notes)
    }
}
