import Foundation

/// Completes or undoes the change a `ChangeJournal` describes, then removes the journal. Recovery
/// (`ProjectRecovery`) uses it for an interrupted command, and `PlanApplier` to undo its own change
/// when a move fails, so both undo the same way.
///
/// Every step is a rename or a removal of a name the journal lists, never a write into a file, and
/// each is safe to repeat: a replay that is itself interrupted is replayed again by the next command.
struct JournalReplay {
    let root: URL
    let journal: ChangeJournal

    /// What a replay did, for the one-line report.
    struct Outcome: Equatable {
        var moved = 0
        var restored = 0
        var removed = 0
        /// Staged files of coordgen's that no move used (this change's and older leftovers).
        var leftovers = 0
    }

    /// Where one file of the change stands.
    enum FileState: Equatable {
        /// It holds the new bytes: moved (or, for a removal, gone).
        case done
        /// It holds the old bytes (or is absent when the change creates it).
        case notDone
        /// Neither: edited by someone since.
        case changed
    }

    private var journalFolder: URL { ChangeJournal.folder(in: root) }

    func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// Where `entry`'s file stands now.
    func state(of entry: ChangeJournal.Entry) -> FileState {
        let target = url(entry.path)
        switch entry.kind {
        case .write:
            let current = digest(of: target)
            if current != nil, current == entry.after { return .done }
            return current == entry.before ? .notDone : .changed
        case .delete:
            let current = digest(of: target)
            if current == nil { return .done }
            return current == entry.before ? .notDone : .changed
        case .deleteFolder:
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) ? .notDone : .done
        }
    }

    /// Whether every move not yet done can still be done: each such file's staged file is there, intact.
    var canComplete: Bool {
        journal.state == .moving
            && journal.entries.allSatisfy { entry in
                entry.kind != .write || state(of: entry) == .done
                    || entry.staged.map { digest(of: url($0)) == entry.after } == true
            }
    }

    /// The first file that holds neither its old nor its new bytes, if any.
    var changedFile: String? {
        journal.entries.first { state(of: $0) == .changed }?.path
    }

    /// Moves every staged file still waiting into place and does the remaining removals.
    func complete() throws(JournalError) -> Outcome {
        var outcome = Outcome()
        for entry in journal.entries where state(of: entry) == .notDone {
            let target = url(entry.path)
            switch entry.kind {
            case .write:
                guard let staged = entry.staged, rename(url(staged).path, target.path) == 0 else {
                    throw failure(entry.path)
                }
                outcome.moved += 1
            case .delete:
                guard unlink(target.path) == 0 || errno == ENOENT else { throw failure(entry.path) }
                outcome.removed += 1
            case .deleteFolder:
                guard rmdir(target.path) == 0 || errno == ENOENT else { throw failure(entry.path) }
                outcome.removed += 1
            }
        }
        outcome.leftovers = removeStagedFiles()
        try finish(touching: journal.entries.map(\.path))
        return outcome
    }

    /// Puts back every file already replaced or removed from its backup, removes every file already
    /// created, every staged file and every folder the change created (when empty), newest first.
    func rollBack() throws(JournalError) -> Outcome {
        var outcome = Outcome()
        for entry in journal.entries.reversed() where state(of: entry) == .done {
            let target = url(entry.path)
            switch entry.kind {
            case .write, .delete:
                if let backup = entry.backup {
                    let backupURL = journalFolder.appendingPathComponent(backup)
                    guard digest(of: backupURL) == entry.before else {
                        throw JournalError.replayFailed(
                            command: journal.command, path: entry.path,
                            reason: "its backup \(ChangeJournal.folderName)/\(backup) is missing or damaged")
                    }
                    try createParents(of: target, for: entry.path)
                    guard rename(backupURL.path, target.path) == 0 else { throw failure(entry.path) }
                    outcome.restored += 1
                } else {
                    guard unlink(target.path) == 0 || errno == ENOENT else { throw failure(entry.path) }
                    outcome.removed += 1
                }
            case .deleteFolder:
                guard mkdir(target.path, 0o755) == 0 || errno == EEXIST else { throw failure(entry.path) }
                outcome.restored += 1
            }
        }
        outcome.leftovers = removeStagedFiles()
        for folder in journal.createdFolders.reversed() {
            // Only an empty folder goes: anything someone put there since stays.
            rmdir(url(folder).path)
        }
        try finish(touching: journal.entries.map(\.path) + journal.createdFolders)
        return outcome
    }

    /// Removes the journal's staged files and any other staged file of coordgen's (`.<name>.coordgen-<UUID>.tmp`)
    /// in the folders the change touches, such as those an older coordgen left behind. Returns how many.
    private func removeStagedFiles() -> Int {
        var count = 0
        let folders = Set(journal.entries.map { PathMath.folder(of: "/" + $0.path) })
        for folder in folders.sorted() {
            let path = folder == "/" ? "" : String(folder.dropFirst())
            let directory = path.isEmpty ? root : root.appendingPathComponent(path)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
                guard Self.isStagedFileName(name) else { continue }
                if unlink(directory.appendingPathComponent(name).path) == 0 { count += 1 }
            }
        }
        return count
    }

    /// Flushes the folders the replay changed, then removes the journal.
    private func finish(touching paths: [String]) throws(JournalError) {
        DurableFile.syncFolders(paths.map { url($0).deletingLastPathComponent().path })
        Self.removeJournal(in: root)
    }

    private func createParents(of target: URL, for path: String) throws(JournalError) {
        do {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw JournalError.replayFailed(command: journal.command, path: path, reason: "its folder cannot be made again")
        }
    }

    private func failure(_ path: String) -> JournalError {
        .replayFailed(command: journal.command, path: path, reason: String(cString: strerror(errno)))
    }

    private func digest(of url: URL) -> String? {
        var status = stat()
        // A folder or a link where a file should be is never "the same file".
        guard lstat(url.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
            let data = RegularFileReader.contents(atPath: url.path)
        else { return nil }
        return SHA256Digest.hex(of: data)
    }

    /// Removes the journal folder of the project at `root`, backups included. Not flushed: a journal
    /// that comes back after a power loss finds every file done, or none, and is removed again.
    static func removeJournal(in root: URL) {
        try? FileManager.default.removeItem(at: ChangeJournal.folder(in: root))
    }

    /// Whether `name` is a staged file's name: `.<name>.coordgen-<UUID>.tmp`.
    static func isStagedFileName(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.range(of: ".coordgen-", options: .backwards) else {
            return false
        }
        let uuid = name[marker.upperBound...].dropLast(4)
        return marker.lowerBound > name.index(after: name.startIndex) && UUID(uuidString: String(uuid)) != nil
    }
}
