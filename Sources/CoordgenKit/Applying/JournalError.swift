/// Why the journal of an interrupted change was not acted on. Nothing in the project is touched when
/// one of these is thrown, except where `replayFailed` says how far it got.
public enum JournalError: Error, Equatable, CustomStringConvertible {
    /// The journal is not one coordgen wrote (or is damaged): it is never applied.
    case foreign(journal: String, reason: String)
    /// A file of the interrupted change holds neither its old nor its new bytes: someone edited it since.
    case changedSince(command: String, path: String)
    /// Completing or undoing failed part way (a folder made read-only since, a full disk).
    case replayFailed(command: String, path: String, reason: String)

    public var description: String {
        switch self {
        case .foreign(let journal, let reason):
            return
                "\(journal) is not a change journal coordgen can apply (\(reason)), so nothing was done: check the project's files (git status), then remove \(ChangeJournal.folderName)"
        case .changedSince(let command, let path):
            return
                "an interrupted `\(command)` cannot be completed or undone: \(path) changed since; nothing was done: check the project's files (git status), then remove \(ChangeJournal.folderName)"
        case .replayFailed(let command, let path, let reason):
            return
                "could not finish recovering an interrupted `\(command)` at \(path): \(reason); fix that and run the command again (the journal in \(ChangeJournal.folderName) is kept)"
        }
    }
}
