import Foundation

/// Everything one command will do, worked out before anything is written.
///
/// Commands build a plan, `validate()` it (all conflicts are reported together), then either print it
/// (`--dry-run`) or hand it to `PlanApplier`, which writes it atomically.
public struct Plan: Sendable {
    /// The folder that display paths are relative to.
    public let root: URL
    public private(set) var changes: [PlannedChange] = []
    /// Where each file's change is in `changes`, by standardized path: `add` looks a file up once
    /// instead of standardizing every earlier change's URL again (quadratic in `xcode export`).
    private var indexByPath: [String: Int] = [:]
    /// Things the user should know before reading the changes, e.g. how a name was normalised.
    public var notes: [String] = []
    /// What to do after the plan is applied.
    public var nextSteps: [String] = []
    /// The project the plan changes, when it changes one (not an export): `PlanApplier` refuses any
    /// file that resolves outside it (`ProjectFence`) and keeps the change's journal in it.
    public var projectRoot: URL?
    /// The command, as the journal names it if the change is interrupted (`new coordinator Reservation`);
    /// nil means the process's own arguments.
    public var command: String?

    public init(root: URL) {
        self.root = root
    }

    /// Adds a change. A later change to the same file replaces the earlier one, so a generator can
    /// edit one file in several steps.
    public mutating func add(_ change: PlannedChange) {
        let path = change.url.standardizedFileURL.path
        if let index = indexByPath[path] {
            changes[index] = change
        } else {
            indexByPath[path] = changes.count
            changes.append(change)
        }
    }

    /// The conflicts, if any; a plan with conflicts is never applied.
    public var conflicts: [(path: String, reason: String)] {
        changes.compactMap { change in
            if case .conflict(let reason) = change.action { return (change.displayPath, reason) }
            return nil
        }
    }

    /// Throws one error that lists every conflict, so the user can fix them all at once.
    public func validate() throws(PlanError) {
        let conflicts = conflicts
        guard conflicts.isEmpty else {
            throw PlanError.conflicts(conflicts.map { "\($0.path): \($0.reason)" })
        }
    }

    /// The path of `url` relative to `root`, for messages.
    public func displayPath(of url: URL) -> String {
        url.path(relativeTo: root)
    }
}

/// Why a plan cannot be applied.
public enum PlanError: Error, Equatable, CustomStringConvertible {
    case conflicts([String])
    case changedOnDisk(String)
    case writeFailed(path: String, reason: String)
    case removeFailed(path: String, reason: String)
    case projectLocked(String)
    case pendingJournal(String)

    public var description: String {
        switch self {
        case .conflicts(let lines) where lines.count == 1:
            return lines[0]
        case .conflicts(let lines):
            return "\(lines.count) files cannot be written:\n" + lines.map { "  \($0)" }.joined(separator: "\n")
        case .changedOnDisk(let path):
            return "\(path) changed while coordgen was working; nothing was written, run the command again"
        case .writeFailed(let path, let reason):
            return "could not write \(path): \(reason); nothing was changed"
        case .removeFailed(let path, let reason):
            return "could not remove \(path): \(reason); nothing was changed"
        case .projectLocked(let path):
            return "another coordgen command is changing this project (lock \(path)); try again when it has finished"
        case .pendingJournal(let path):
            return
                "\(path) holds the journal of an interrupted change; nothing was written: run the command again, which completes or undoes that change first"
        }
    }
}

extension URL {
    /// This file's path relative to `base` when it lies inside it, otherwise the full path.
    func path(relativeTo base: URL) -> String {
        let path = standardizedFileURL.path
        var basePath = base.standardizedFileURL.path
        if !basePath.hasSuffix("/") { basePath += "/" }
        return path.hasPrefix(basePath) ? String(path.dropFirst(basePath.count)) : path
    }
}
