import Foundation

/// Recovery from an interrupted change: the one entry point every command that reads or writes a
/// project goes through first (`ProjectLock` calls it once it holds the lock).
///
/// When the project has a journal (`ChangeJournal`), the change it describes is completed if every
/// file not yet moved still has its staged file, intact; otherwise every file already replaced is
/// restored from its backup and every file already created is removed. Either way the staged files,
/// the backups and the journal are removed, and one line says what was interrupted and what was done.
/// A journal coordgen did not write, or one whose files were edited since, is refused and never applied.
public enum ProjectRecovery {
    /// What recovery found and did.
    public struct Report: Sendable, Equatable, CustomStringConvertible {
        /// The interrupted command: `new coordinator Reservation --parent App`.
        public let command: String
        public let action: Action
        /// Files moved into place, restored, or removed.
        public let moved: Int
        public let restored: Int
        public let removed: Int
        /// Staged files removed.
        public let leftovers: Int

        public enum Action: Sendable, Equatable {
            case completed
            case undone
            /// `--dry-run`: what the next command will do.
            case wouldComplete(pending: Int, of: Int)
            case wouldUndo(pending: Int, of: Int)
        }

        /// One line: "an interrupted `new coordinator Reservation` was completed: 5 files".
        public var description: String {
            let interrupted = "an interrupted `\(command)`"
            let staged = leftovers == 0 ? "" : ", \(count(leftovers, "staged file")) removed"
            switch action {
            case .completed:
                return "\(interrupted) was completed: \(count(moved + removed, "file"))\(staged)"
            case .undone where restored + removed == 0:
                return "\(interrupted) was undone; it had not changed any file yet\(staged)"
            case .undone:
                var parts: [String] = []
                if restored > 0 { parts.append("\(count(restored, "file")) restored") }
                if removed > 0 { parts.append("\(count(removed, "file")) removed") }
                return "\(interrupted) was undone, because a staged file was missing: \(parts.joined(separator: ", "))\(staged)"
            case .wouldComplete(let pending, let total):
                return
                    "\(interrupted) left a journal in \(ChangeJournal.folderName): the next command will complete it (\(pending) of \(count(total, "file")) still to move); nothing was done (--dry-run), and the plan below is made from the files as they are"
            case .wouldUndo(let pending, let total):
                return
                    "\(interrupted) left a journal in \(ChangeJournal.folderName): the next command will undo it (\(total - pending) of \(count(total, "file")) to put back); nothing was done (--dry-run), and the plan below is made from the files as they are"
            }
        }

        private func count(_ number: Int, _ noun: String) -> String {
            "\(number) \(noun)\(number == 1 ? "" : "s")"
        }
    }

    /// Recovers the project at `root` if a change to it was interrupted, and says what was done; nil
    /// when there was nothing to recover. With `dryRun`, only says what the next command will do.
    public static func recover(in root: URL, dryRun: Bool = false) throws(JournalError) -> Report? {
        guard ChangeJournal.isPresent(in: root) else { return nil }
        if ChangeJournal.isUnfinished(in: root) {
            // Killed while the very first journal was written: nothing else had happened yet.
            if !dryRun { JournalReplay.removeJournal(in: root) }
            return nil
        }
        let journal = try ChangeJournal.read(in: root)
        let fence = ProjectFence(root: root)
        for path in journal.entries.flatMap({ [$0.path, $0.staged].compactMap { $0 } }) + journal.createdFolders
        where !fence.contains(root.appendingPathComponent(path)) {
            throw .foreign(journal: "\(ChangeJournal.folderName)/\(ChangeJournal.fileName)", reason: "\(path) resolves outside the project")
        }
        let replay = JournalReplay(root: root, journal: journal)
        if let changed = replay.changedFile {
            throw .changedSince(command: journal.command, path: changed)
        }
        let completes = replay.canComplete
        if dryRun {
            let pending = journal.entries.filter { replay.state(of: $0) == .notDone }.count
            let total = journal.entries.count
            return Report(
                command: journal.command,
                action: completes ? .wouldComplete(pending: pending, of: total) : .wouldUndo(pending: pending, of: total),
                moved: 0, restored: 0, removed: 0, leftovers: 0)
        }
        let outcome = try InterruptionGuard.holdingSignals { () throws(JournalError) in
            completes ? try replay.complete() : try replay.rollBack()
        }
        return Report(
            command: journal.command, action: completes ? .completed : .undone,
            // "completed: N files" counts the files moved before the interruption as well.
            moved: completes ? journal.entries.count - outcome.removed : outcome.moved,
            restored: outcome.restored, removed: outcome.removed, leftovers: outcome.leftovers)
    }
}
