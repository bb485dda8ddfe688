import Foundation

/// One journaled `PlanApplier.apply` of a project's change, in the order that keeps the journal true
/// after a kill or a power loss at any moment:
///
/// 1. the journal (`staging`) lists every file, its staged file, digests and backups, and the
///    folders to create;
/// 2. folders are created, every new file is staged beside its destination and flushed, every file
///    to be replaced or removed gets a backup (a hard link, else a flushed copy); the backups folder
///    and the project folder (which holds the journal folder's name) are flushed;
/// 3. the journal is rewritten as `moving`: flushed, renamed into place, its folder flushed;
/// 4. staged files are renamed into place, then removals are done; their folders flushed;
/// 5. the journal folder is removed.
///
/// Only what a recovery after a power loss relies on is flushed (`fsync`). The `staging` journal is
/// not: if it is lost, nothing had moved, and only staged files are left over. The names of staged
/// files are not: if one is lost, recovery undoes the change from the flushed backups instead of
/// completing it. The journal's removal is not: if it comes back, recovery finds every file done.
/// Each staged file's bytes are, before the `moving` journal can name them, and the moved names are,
/// before the journal goes.
///
/// A failure in 2–4 undoes the change through the journal (`JournalReplay.rollBack`), as recovery
/// would; a kill is recovered by the next command (`ProjectRecovery`).
struct JournaledTransaction {
    private let root: URL
    private let writes: [PlannedChange]
    private let deletions: [PlannedChange]
    private let seam: ApplierTestSeam
    private var journal: ChangeJournal
    /// Folders above the journal folder that do not exist yet (a new project's own folder).
    private let missingAboveJournal: [URL]
    /// The lock on a project folder this change creates, while it is made.
    private var newProjectLock: Int32 = -1
    private let fileManager = FileManager.default

    init(root: URL, command: String, writes: [PlannedChange], deletions: [PlannedChange], seam: ApplierTestSeam) throws {
        self.root = root.standardizedFileURL
        self.writes = writes
        self.deletions = deletions
        self.seam = seam
        var missing: [URL] = []
        var entries: [ChangeJournal.Entry] = []
        var backups = 0
        func nextBackup() -> String {
            defer { backups += 1 }
            return "backups/\(backups)"
        }
        let fence = ProjectFence(root: self.root)
        for change in writes {
            let path = try Self.relative(change.url, in: fence, display: change.displayPath)
            try Self.collectMissingFolders(above: self.root.appendingPathComponent(path), display: change.displayPath, into: &missing)
            let staged = PathMath.join(PathMath.folder(of: "/" + path), ChangeJournal.stagedName(for: change.url.lastPathComponent))
            entries.append(
                ChangeJournal.Entry(
                    kind: .write, path: path, staged: String(staged.dropFirst()), after: SHA256Digest.hex(of: change.newContents),
                    before: change.oldContents.map(SHA256Digest.hex(of:)), backup: change.oldContents == nil ? nil : nextBackup()))
        }
        for change in deletions {
            let path = try Self.relative(change.url, in: fence, display: change.displayPath)
            if change.isFolder {
                entries.append(ChangeJournal.Entry(kind: .deleteFolder, path: path))
            } else {
                entries.append(
                    ChangeJournal.Entry(
                        kind: .delete, path: path, before: change.oldContents.map(SHA256Digest.hex(of:)) ?? SHA256Digest.hex(of: Data()),
                        backup: nextBackup()))
            }
        }
        let rootPath = self.root.path
        missingAboveJournal = missing.filter { rootPath == $0.path || PathMath.relative(rootPath, to: $0.path) != nil }
        let inside = missing.filter { PathMath.relative($0.path, to: rootPath) != nil }
        journal = ChangeJournal(
            command: command, state: .staging, entries: entries,
            createdFolders: inside.map { String(PathMath.relative($0.path, to: rootPath)!) })
    }

    /// Makes the change. On a failure the project is as it was and the error is thrown; on a
    /// `SimulatedCrash` from the test seam, everything is left as a kill would leave it.
    mutating func run() throws {
        defer {
            if newProjectLock >= 0 {
                flock(newProjectLock, LOCK_UN)
                close(newProjectLock)
            }
        }
        try InterruptionGuard.holdingSignals {
            try prepareJournalFolder()
            do {
                try journal.write(in: root, durably: false)
            } catch {
                JournalReplay.removeJournal(in: root)
                removeFoldersAboveJournal()
                throw error
            }
            do {
                try createFolders()
                try stageFiles()
                try makeBackups()
                let backups = ChangeJournal.folder(in: root).appendingPathComponent("backups").path
                DurableFile.syncFolders((journal.entries.contains { $0.backup != nil } ? [backups] : []) + [root.path])
                journal.state = .moving
                try journal.write(in: root, durably: true)
                try seam.moved(0)
                try move()
                DurableFile.syncFolders(journal.entries.map { url($0.path).deletingLastPathComponent().path })
                JournalReplay.removeJournal(in: root)
            } catch let crash as SimulatedCrash {
                throw crash
            } catch {
                // Undone as recovery would; if even that fails, the journal stays for the next command.
                _ = try? JournalReplay(root: root, journal: journal).rollBack()
                if !ChangeJournal.isPresent(in: root) { removeFoldersAboveJournal() }
                throw error
            }
        }
    }

    private func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// Creates the project folder if the change creates it — and holds it locked as `ProjectLock`
    /// would, so a second `new project` of the same folder waits instead of taking this change for an
    /// interrupted one — then the journal folder.
    private mutating func prepareJournalFolder() throws(PlanError) {
        var created: [URL] = []
        for folder in missingAboveJournal {
            guard mkdir(folder.path, 0o777) == 0 else {
                let reason = Self.unwritable(folder.deletingLastPathComponent())
                for made in created.reversed() { rmdir(made.path) }
                throw .writeFailed(path: folder.path, reason: reason)
            }
            created.append(folder)
        }
        if !created.isEmpty {
            newProjectLock = open(root.path, O_RDONLY)
            if newProjectLock >= 0 { flock(newProjectLock, LOCK_EX) }
        }
        let folder = ChangeJournal.folder(in: root)
        if ChangeJournal.isPresent(in: root) { throw .pendingJournal(ChangeJournal.folderName) }
        guard mkdir(folder.path, 0o755) == 0 else {
            let reason = Self.unwritable(root)
            removeFoldersAboveJournal()
            throw .writeFailed(path: ChangeJournal.folderName, reason: reason)
        }
    }

    private func removeFoldersAboveJournal() {
        for folder in missingAboveJournal.reversed() { rmdir(folder.path) }
    }

    private func createFolders() throws(PlanError) {
        for folder in journal.createdFolders {
            let target = url(folder)
            guard mkdir(target.path, 0o777) == 0 else {
                throw .writeFailed(path: folder, reason: Self.unwritable(target.deletingLastPathComponent()))
            }
        }
    }

    private func stageFiles() throws(PlanError) {
        for (change, entry) in zip(writes, journal.entries) {
            guard let staged = entry.staged else { continue }
            let stagedURL = url(staged)
            if let failure = DurableFile.create(stagedURL.path, with: change.newContents) {
                let folder = stagedURL.deletingLastPathComponent()
                throw .writeFailed(
                    path: change.displayPath,
                    reason: fileManager.isWritableFile(atPath: folder.path) ? "\(failure) (is the disk full?)" : Self.unwritable(folder))
            }
            // An edited file keeps its permissions (an executable script stays executable).
            if change.oldContents != nil { FileMode.copyPermissions(from: change.url.path, to: stagedURL.path) }
        }
    }

    /// A backup of every file replaced or removed: a hard link to it (the rename that replaces the file
    /// leaves the linked bytes alone), or a flushed copy where links are not possible.
    private func makeBackups() throws(PlanError) {
        let entries = journal.entries.filter { $0.backup != nil }
        guard !entries.isEmpty else { return }
        let folder = ChangeJournal.folder(in: root).appendingPathComponent("backups")
        guard mkdir(folder.path, 0o755) == 0 else {
            throw .writeFailed(path: "\(ChangeJournal.folderName)/backups", reason: String(cString: strerror(errno)))
        }
        let changes = writes + deletions
        for (entry, change) in zip(journal.entries, changes) {
            guard let backup = entry.backup else { continue }
            let target = ChangeJournal.folder(in: root).appendingPathComponent(backup).path
            if link(url(entry.path).path, target) == 0 { continue }
            if let failure = DurableFile.create(target, with: change.oldContents ?? Data()) {
                throw .writeFailed(path: "\(ChangeJournal.folderName)/\(backup)", reason: failure)
            }
        }
    }

    /// The moves, each counted for the test seam.
    private func move() throws {
        var number = 0
        for (change, entry) in zip(writes + deletions, journal.entries) {
            let target = url(entry.path).path
            let result: Int32
            switch entry.kind {
            case .write: result = rename(url(entry.staged!).path, target)
            case .delete: result = unlink(target)
            case .deleteFolder: result = rmdir(target)
            }
            if result != 0 {
                let reason = String(cString: strerror(errno))
                throw entry.kind == .write
                    ? PlanError.writeFailed(path: change.displayPath, reason: reason)
                    : PlanError.removeFailed(path: change.displayPath, reason: reason)
            }
            number += 1
            try seam.moved(number)
        }
    }

    /// `url` relative to the project folder, both with their symbolic links followed, so a file named
    /// through another path to the project (`--in /real/path` in a project reached through a link) is
    /// journaled by its place in the project. The fence let it through, so it is inside.
    private static func relative(_ url: URL, in fence: ProjectFence, display: String) throws(PlanError) -> String {
        guard let path = PathMath.relative(ProjectFence.resolve(url.standardizedPath), to: fence.resolvedRoot),
            ChangeJournal.isPlainRelative(path)
        else {
            throw .writeFailed(path: display, reason: "it is not inside the project folder \(fence.root.path)")
        }
        return path
    }

    /// The folders above `file` that do not exist yet, outermost first, refusing a file where a folder must be.
    private static func collectMissingFolders(above file: URL, display: String, into missing: inout [URL]) throws(PlanError) {
        var found: [URL] = []
        var directory = file.deletingLastPathComponent().standardizedFileURL
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            found.append(directory)
            directory = directory.deletingLastPathComponent()
        }
        // Said plainly here: creating a folder below a file fails with an opaque Cocoa error.
        guard isDirectory.boolValue else {
            throw .writeFailed(path: display, reason: "\(directory.path) is a file, not a folder")
        }
        for folder in found.reversed() where !missing.contains(folder) {
            missing.append(folder)
        }
    }

    /// Why creating something in `folder` failed, read from `errno` first.
    private static func unwritable(_ folder: URL) -> String {
        let reason = String(cString: strerror(errno))
        return FileManager.default.isWritableFile(atPath: folder.path)
            ? "the folder \(folder.lastPathComponent) could not be changed: \(reason)"
            : "the folder \(folder.lastPathComponent) is not writable"
    }
}
