import Foundation

/// Writes a validated plan all-or-nothing.
///
/// Every new file is first written to a temporary file beside its destination, so a full disk or a
/// read-only folder fails before any destination is touched. The temporary files are then renamed into
/// place (atomic per file); if a rename fails, the files already replaced are restored and the files
/// and folders already created are removed, so a failed command leaves the tree as it was.
/// Callers hold a `ProjectLock` from planning to applying, so no other coordgen command edits the
/// same files in between.
public struct PlanApplier: Sendable {
    public init() {}

    /// Applies `plan` and returns the changes that were written.
    @discardableResult
    public func apply(_ plan: Plan) throws -> [PlannedChange] {
        try plan.validate()
        let writes = plan.changes.filter(\.writes)
        try checkUnchangedOnDisk(writes)

        var transaction = Transaction()
        do {
            for change in writes {
                try transaction.createDirectories(for: change.url, displayPath: change.displayPath)
                try transaction.stage(change)
            }
            for change in writes {
                try transaction.commit(change)
            }
            transaction.finish()
        } catch {
            transaction.rollBack()
            throw error
        }
        return writes
    }

    /// Refuses to write over a file that changed between planning and applying (another command, an
    /// editor saving), rather than losing that change.
    private func checkUnchangedOnDisk(_ writes: [PlannedChange]) throws(PlanError) {
        for change in writes {
            let current = FileManager.default.contents(atPath: change.url.path)
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
    private let fileManager = FileManager.default

    mutating func createDirectories(for file: URL, displayPath: String) throws(PlanError) {
        var missing: [URL] = []
        var directory = file.deletingLastPathComponent()
        while !fileManager.fileExists(atPath: directory.path) {
            missing.append(directory)
            directory = directory.deletingLastPathComponent()
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
        if change.oldContents != nil,
           let permissions = try? fileManager.attributesOfItem(atPath: change.url.path)[.posixPermissions] {
            try? fileManager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
        }
    }

    mutating func commit(_ change: PlannedChange) throws(PlanError) {
        guard let temporary = stagedFiles[change.url] else { return }
        if rename(temporary.path, change.url.path) != 0 {
            throw .writeFailed(path: change.displayPath, reason: String(cString: strerror(errno)))
        }
        stagedFiles[change.url] = nil
        committed.append(change)
    }

    mutating func finish() {
        committed.removeAll()
        createdDirectories.removeAll()
    }

    /// Puts back every file already replaced, removes every file and folder already created and
    /// every temporary file.
    mutating func rollBack() {
        for temporary in stagedFiles.values {
            try? fileManager.removeItem(at: temporary)
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
