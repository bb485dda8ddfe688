import Foundation

/// Writes a validated plan all-or-nothing.
///
/// Every new file is first written to a temporary file beside its destination, so a full disk or a
/// read-only folder fails before any destination is touched. The temporary files are then renamed into
/// place (atomic per file); if a rename fails, the files already replaced are restored and the files
/// and folders already created are removed, so a failed command leaves the tree as it was.
/// Deletions come last, in plan order (files before the folders that hold them); a failed deletion
/// rolls back the deletions and the writes before it.
///
/// A plan that changes a project (`Plan.projectRoot`) is also fenced and journaled: every file must
/// resolve inside the project (`ProjectFence`), and the change is recorded in a `ChangeJournal` with
/// `fsync` at each step (`JournaledTransaction`), so a process killed between two renames leaves a
/// change the next command completes or undoes (`ProjectRecovery`). Ctrl-C is held off meanwhile.
/// Callers hold a `ProjectLock` from planning to applying, so no other coordgen command edits the
/// same files in between.
public struct PlanApplier: Sendable {
    /// Test-only: see `ApplierTestSeam`.
    var seam = ApplierTestSeam()

    public init() {}

    /// Applies `plan` and returns the changes that were written.
    @discardableResult
    public func apply(_ plan: Plan) throws -> [PlannedChange] {
        try plan.validate()
        let writes = plan.changes.filter(\.writes)
        let deletions = plan.changes.filter(\.deletes)
        if let root = plan.projectRoot {
            try ProjectFence(root: root).checkChanges(writes + deletions)
        }
        try DestinationCheck.verify(plan)
        try checkUnchangedOnDisk(writes + deletions)
        guard writes.count + deletions.count > 0 else { return [] }

        if let root = plan.projectRoot {
            var transaction = try JournaledTransaction(
                root: root, command: plan.command ?? Self.commandLine, writes: writes, deletions: deletions, seam: seam)
            try transaction.run()
            return writes + deletions
        }
        var transaction = Transaction()
        do {
            for change in writes {
                try transaction.createDirectories(for: change.url, displayPath: change.displayPath)
                try transaction.stage(change)
            }
            for change in writes {
                try transaction.commit(change)
            }
            for change in deletions {
                try transaction.delete(change)
            }
            transaction.finish()
        } catch {
            transaction.rollBack()
            throw error
        }
        return writes + deletions
    }

    /// This process's command line without the program, as the journal names the command:
    /// `new coordinator Reservation --parent App`.
    static var commandLine: String {
        let line = CommandLine.arguments.dropFirst().map { argument in
            argument.isEmpty || argument.contains(where: { $0 == " " || $0 == "\"" || $0 == "'" }) ? "\"\(argument)\"" : argument
        }.joined(separator: " ")
        // Each line feed byte made a space, as Foundation's `replacingOccurrences(of: "\n", with: " ")` makes it
        // (a CR LF keeps its CR), without bridging the line to `NSString`, which made the runtime scan the
        // binary's conformances twice (docs/PERFORMANCE.md, session 48).
        guard line.utf8.contains(UInt8(ascii: "\n")) else { return line }
        return String(decoding: line.utf8.map { $0 == UInt8(ascii: "\n") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }

    /// Refuses to write over (or remove) a file that changed between planning and applying (another
    /// command, an editor saving), rather than losing that change.
    private func checkUnchangedOnDisk(_ changes: [PlannedChange]) throws(PlanError) {
        for change in changes {
            if change.isFolder {
                var isDirectory: ObjCBool = false
                if !FileManager.default.fileExists(atPath: change.url.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
                    throw .changedOnDisk(change.displayPath)
                }
                continue
            }
            // Unchanged since it was read, as `stat` tells: no need to read it again.
            if let fingerprint = change.oldFingerprint, FileFingerprint.current(ofFile: change.url.path) == fingerprint {
                continue
            }
            let current = RegularFileReader.contents(atPath: change.url.path)
            if current != change.oldContents {
                throw .changedOnDisk(change.displayPath)
            }
        }
    }
}

/// The undo log of one `PlanApplier.apply`.
private struct Transaction {
    private var createdDirectories: [URL] = []
    private var stagedFiles: [URL: URL] = [:]
    private var committed: [PlannedChange] = []
    private var deleted: [PlannedChange] = []
    private let fileManager = FileManager.default

    mutating func createDirectories(for file: URL, displayPath: String) throws(PlanError) {
        var missing: [URL] = []
        var directory = file.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        while !fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            missing.append(directory)
            directory = directory.deletingLastPathComponent()
        }
        // Said plainly here: creating a folder below a file fails with an opaque Cocoa error, and
        // writing into it with a guess about a full disk.
        guard isDirectory.boolValue else {
            throw .writeFailed(path: displayPath, reason: "\(directory.path) is a file, not a folder")
        }
        for directory in missing.reversed() {
            do {
                try fileManager.createDirectory(at: directory, withIntermediateDirectories: false)
            } catch {
                throw .writeFailed(path: displayPath, reason: Self.reason(error))
            }
            createdDirectories.append(directory)
        }
    }

    mutating func stage(_ change: PlannedChange) throws(PlanError) {
        let directory = change.url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(change.url.lastPathComponent).coordgen-\(UUID().uuidString).tmp")
        guard fileManager.createFile(atPath: temporary.path, contents: change.newContents) else {
            throw .writeFailed(path: change.displayPath, reason: Self.describeUnwritable(directory))
        }
        stagedFiles[change.url] = temporary
        // An edited file keeps its permissions (an executable script stays executable).
        if change.oldContents != nil { FileMode.copyPermissions(from: change.url.path, to: temporary.path) }
    }

    mutating func commit(_ change: PlannedChange) throws(PlanError) {
        guard let temporary = stagedFiles[change.url] else { return }
        if rename(temporary.path, change.url.path) != 0 {
            throw .writeFailed(path: change.displayPath, reason: String(cString: strerror(errno)))
        }
        stagedFiles[change.url] = nil
        committed.append(change)
    }

    /// Removes a file, or a folder that must be empty by now: `rmdir` never removes anything that
    /// was not planned, such as a file someone added to the folder after planning.
    mutating func delete(_ change: PlannedChange) throws(PlanError) {
        let result = change.isFolder ? rmdir(change.url.path) : unlink(change.url.path)
        if result != 0 {
            throw .removeFailed(path: change.displayPath, reason: String(cString: strerror(errno)))
        }
        deleted.append(change)
    }

    mutating func finish() {
        committed.removeAll()
        deleted.removeAll()
        createdDirectories.removeAll()
    }

    /// Puts back every file and folder already removed or replaced, removes every file and folder already
    /// created and every temporary file.
    mutating func rollBack() {
        for temporary in stagedFiles.values {
            try? fileManager.removeItem(at: temporary)
        }
        // Newest first, so a removed folder is back before the files that were in it.
        for change in deleted.reversed() {
            if change.isFolder {
                try? fileManager.createDirectory(at: change.url, withIntermediateDirectories: true)
            } else if let old = change.oldContents {
                try? old.write(to: change.url, options: .atomic)
            }
        }
        for change in committed.reversed() {
            if let old = change.oldContents {
                try? old.write(to: change.url, options: .atomic)
            } else {
                try? fileManager.removeItem(at: change.url)
            }
        }
        for directory in createdDirectories.reversed() {
            try? fileManager.removeItem(at: directory)
        }
        stagedFiles.removeAll()
        committed.removeAll()
        deleted.removeAll()
        createdDirectories.removeAll()
    }

    private static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }

    private static func describeUnwritable(_ directory: URL) -> String {
        FileManager.default.isWritableFile(atPath: directory.path)
            ? "the file could not be created (is the disk full?)"
            : "the folder \(directory.lastPathComponent) is not writable"
    }
}
