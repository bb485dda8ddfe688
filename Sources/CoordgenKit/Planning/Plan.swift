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
        let path = change.url.standardizedPath
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
