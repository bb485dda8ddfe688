import Foundation

/// The record of one change a command is making to a project, kept on disk while the change is made,
/// so that a command killed between two moves (a closed terminal, `kill -9`, a power loss) can be
/// completed or undone by the next one (`ProjectRecovery`), as SQLite's rollback journal allows.
///
/// It lives in `.coordgen.journal/` beside `.coordgen.yml`, never among the sources: `journal.json`
/// lists every file the change writes or removes, by path relative to the project folder, with the
/// staged file that holds its new bytes, a SHA-256 of the new and the old bytes, and a backup (a hard
/// link, else a copy, in `backups/`) of every file that is replaced or removed; and the folders the
/// change creates. `PlanApplier` writes it (`staging`) before the first staged file, rewrites it
/// (`moving`) once every staged file and backup is on disk, and removes the folder when every move is done.
struct ChangeJournal: Codable, Equatable, Sendable {
    /// The folder, in the project folder.
    static let folderName = ".coordgen.journal"
    static let fileName = "journal.json"
    /// What `format` must say: a file that says anything else is not coordgen's and is never applied.
    static let formatName = "coordgen-journal"
    static let currentVersion = 1

    /// How far the change got.
    enum State: String, Codable, Sendable {
        /// Staged files and backups are being written; nothing in the project has changed yet.
        case staging
        /// Every staged file and backup is on disk; files are being moved into place.
        case moving
    }

    /// One file or folder of the change.
    struct Entry: Codable, Equatable, Sendable {
        enum Kind: String, Codable, Sendable {
            /// A file written whole: created, or replaced by its staged file.
            case write
            /// A file removed.
            case delete
            /// An empty folder removed.
            case deleteFolder
        }

        var kind: Kind
        /// Relative to the project folder.
        var path: String
        /// The staged file beside `path` (relative to the project folder): writes only.
        var staged: String?
        /// SHA-256 of the new bytes: writes only.
        var after: String?
        /// SHA-256 of the bytes `path` held before; nil when the change creates the file.
        var before: String?
        /// The copy of the old bytes, relative to the journal folder (`backups/0`).
        var backup: String?
    }

    var format = Self.formatName
    var version = Self.currentVersion
    /// The command line, for the message that says what was interrupted: `new coordinator Reservation`.
    var command: String
    var state: State
    var entries: [Entry]
    /// Folders the change creates, relative to the project folder, outermost first.
    var createdFolders: [String]

    /// The journal folder of the project at `root`.
    static func folder(in root: URL) -> URL {
        root.appendingPathComponent(folderName, isDirectory: true)
    }

    /// Whether the project at `root` has a journal folder (a symbolic link counts: it is refused).
    static func isPresent(in root: URL) -> Bool {
        var status = stat()
        return lstat(folder(in: root).path, &status) == 0
    }

    /// Whether the project at `root` has a journal folder (a real one) holding nothing but, at most,
    /// the unfinished file of a first journal: a command killed before its journal was on disk.
    static func isUnfinished(in root: URL) -> Bool {
        let folder = folder(in: root)
        var status = stat()
        guard lstat(folder.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR,
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return false }
        return names.allSatisfy { $0 == fileName + ".tmp" }
    }

    /// Writes the journal: a new file renamed over `journal.json`, so the journal on disk is always a
    /// whole one. With `durably`, the file is flushed before the rename and the folder after it.
    func write(in root: URL, durably: Bool) throws(PlanError) {
        let folder = Self.folder(in: root)
        let file = folder.appendingPathComponent(Self.fileName).path
        let temporary = file + ".tmp"
        let data = Data(utf8Of: jsonText + "\n")
        unlink(temporary)
        if let failure = DurableFile.create(temporary, with: data, flushed: durably) {
            throw .writeFailed(path: "\(Self.folderName)/\(Self.fileName)", reason: failure)
        }
        guard rename(temporary, file) == 0 else {
            throw .writeFailed(path: "\(Self.folderName)/\(Self.fileName)", reason: String(cString: strerror(errno)))
        }
        if durably { DurableFile.sync(folder.path) }
    }

    /// Reads and checks the journal of the project at `root`. Anything coordgen would not have
    /// written — another format, a path that is absolute or climbs with `..`, a staged file that is
    /// not beside its file, a malformed digest — is refused, so a foreign file is never applied.
    static func read(in root: URL) throws(JournalError) -> ChangeJournal {
        let folder = folder(in: root)
        let display = "\(folderName)/\(fileName)"
        var status = stat()
        guard lstat(folder.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
            throw .foreign(journal: folderName, reason: "it is not a folder")
        }
        guard let data = RegularFileReader.contents(atPath: folder.appendingPathComponent(fileName).path) else {
            throw .foreign(journal: display, reason: "it is missing, and the folder holds other files")
        }
        let journal: ChangeJournal
        do {
            journal = try JSONDecoder().decode(ChangeJournal.self, from: data)
        } catch {
            throw .foreign(journal: display, reason: "it is not a journal coordgen wrote: \(Self.describe(error))")
        }
        guard journal.format == formatName else {
            throw .foreign(journal: display, reason: "its format is \"\(journal.format)\", not \"\(formatName)\"")
        }
        guard journal.version == currentVersion else {
            throw .foreign(journal: display, reason: "it is version \(journal.version); this coordgen reads version \(currentVersion)")
        }
        if let problem = journal.problem {
            throw .foreign(journal: display, reason: problem)
        }
        return journal
    }

    /// What is wrong with the entries, if anything.
    private var problem: String? {
        if command.contains(where: \.isNewline) { return "its command spans several lines" }
        for folder in createdFolders where !Self.isPlainRelative(folder) {
            return "the folder \(folder) is not a path inside the project"
        }
        var paths: Set<String> = []
        for entry in entries {
            guard Self.isPlainRelative(entry.path) else { return "\(entry.path) is not a path inside the project" }
            guard paths.insert(entry.path).inserted else { return "\(entry.path) is listed twice" }
            for digest in [entry.after, entry.before].compactMap({ $0 }) where !SHA256Digest.isDigest(digest) {
                return "\(entry.path) has a malformed digest"
            }
            if let backup = entry.backup, !Self.isBackupName(backup) {
                return "\(entry.path) has a backup (\(backup)) outside \(Self.folderName)/backups"
            }
            if (entry.before == nil) != (entry.backup == nil) {
                return "\(entry.path) has a backup without a digest, or one without the other"
            }
            switch entry.kind {
            case .write:
                guard let staged = entry.staged, entry.after != nil else { return "\(entry.path) has no staged file" }
                guard Self.isStagedName(staged, for: entry.path) else {
                    return "\(entry.path)'s staged file \(staged) is not one coordgen names"
                }
            case .delete:
                guard entry.staged == nil, entry.after == nil, entry.before != nil else {
                    return "the removal of \(entry.path) is malformed"
                }
            case .deleteFolder:
                guard entry.staged == nil, entry.after == nil, entry.before == nil else {
                    return "the removal of \(entry.path)/ is malformed"
                }
            }
        }
        return nil
    }

    /// The staged file's name for a file called `name`: hidden, beside it, unique.
    static func stagedName(for name: String) -> String {
        ".\(name).coordgen-\(UUID().uuidString).tmp"
    }

    /// Whether `staged` is a staged file coordgen names for `path`: in the same folder, `.<name>.coordgen-<UUID>.tmp`.
    static func isStagedName(_ staged: String, for path: String) -> Bool {
        let folder = PathMath.folder(of: "/" + path)
        guard PathMath.folder(of: "/" + staged) == folder, isPlainRelative(staged) else { return false }
        let name = PathMath.fileName(of: path)
        let prefix = ".\(name).coordgen-"
        let stagedName = PathMath.fileName(of: staged)
        guard stagedName.hasPrefix(prefix), stagedName.hasSuffix(".tmp") else { return false }
        let uuid = stagedName.dropFirst(prefix.count).dropLast(4)
        return UUID(uuidString: String(uuid)) != nil
    }

    /// `backups/<number>`.
    static func isBackupName(_ backup: String) -> Bool {
        let parts = backup.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && parts[0] == "backups" && !parts[1].isEmpty && parts[1].allSatisfy(\.isASCII)
            && parts[1].allSatisfy(\.isNumber)
    }

    /// A relative path without empty, `.` or `..` parts.
    static func isPlainRelative(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\0") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    private static func describe(_ error: Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _)?: return "no '\(key.stringValue)'"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            let key = context.codingPath.map(\.stringValue).joined(separator: ".")
            return key.isEmpty ? "not a JSON object" : "'\(key)' has the wrong type"
        case .dataCorrupted(let context)?:
            let key = context.codingPath.map(\.stringValue).joined(separator: ".")
            return key.isEmpty ? "not JSON" : "'\(key)' is not valid"
        default: return "not JSON"
        }
    }
}
