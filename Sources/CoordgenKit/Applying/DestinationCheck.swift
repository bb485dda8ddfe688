import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// What must hold of the places a plan writes, checked before anything is written (and by a dry run):
///
/// - **a file the user locked is not edited**: a file without any write permission (`chmod 444`, what
///   Xcode calls a locked file), or on macOS one with the immutable flag (Finder's Locked). The rename
///   that replaces a file needs only the folder to be writable, so without this check the edit would
///   go through and keep mode 444. The mode bits decide, not `access()`, so the check holds for root
///   too; a file writable by its owner only is left to the permissions of its folder, as before.
/// - **no symbolic link where a new file or folder goes**: renaming into place would replace a link
///   whose target is missing, silently; a link to a missing folder on the way would fail with the
///   opaque "File exists".
/// - **no new file whose path equals an existing one on a case-insensitive disk** (macOS's default):
///   `ProFileCoordinator.swift` beside `ProfileCoordinator.swift` replaces it there. Paths are compared
///   with case and Unicode normalisation folded (`é` composed or not), against what the folders hold
///   and against the plan's other new files. A file the plan removes counts too: a rename that changes
///   only case would write the new file over the old one there, then remove it — the file lost.
///
/// Each refusal is one line naming the file, and nothing is written.
enum DestinationCheck {
    static func verify(_ plan: Plan) throws(PlanError) {
        let writes = plan.changes.filter(\.writes)
        for change in writes where change.oldContents != nil {
            if let reason = lockReason(change.url.path) { throw .lockedFile(path: change.displayPath, reason: reason) }
        }
        let created = writes.filter { $0.oldContents == nil }
        var checked: Set<String> = []
        let linksRoot = (plan.projectRoot ?? plan.root).standardizedPath
        for change in created {
            if let link = danglingLink(at: change.url, below: linksRoot, checked: &checked) {
                throw .symbolicLinkInTheWay(path: change.displayPath, link: plan.displayPath(of: link.url), target: link.target)
            }
        }
        guard let root = plan.projectRoot?.standardizedFileURL else { return }
        var folders = FolderNames()
        var newNames: [String: String] = [:]
        for change in created {
            let path = change.url.standardizedPath
            guard let relative = PathMath.relative(path, to: root.path) else { continue }
            if let existing = folders.caseClash(for: String(relative), in: root.path) {
                throw .caseClash(path: change.displayPath, existing: existing)
            }
            let folded = FolderNames.fold(String(relative))
            // Bytes, not `==`: Swift's `==` already takes `é` composed and decomposed as equal.
            if let other = newNames[folded], !other.utf8.elementsEqual(relative.utf8) {
                throw .caseClash(path: change.displayPath, existing: other)
            }
            newNames[folded] = String(relative)
        }
    }

    /// Why the file at `path` must not be edited, or nil.
    static func lockReason(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        if info.st_mode & FileMode.anyWrite == 0 {
            return "the file is not writable (mode \(String(info.st_mode & 0o777, radix: 8)))"
        }
        #if canImport(Darwin)
            if info.st_flags & UInt32(UF_IMMUTABLE | SF_IMMUTABLE) != 0 { return "the file has the immutable flag (Locked in Finder)" }
        #endif
        return nil
    }

    /// The symbolic link on the way to `url` (the file itself or a folder above it, below `rootPath`)
    /// whose target does not exist, and that target as the link spells it. `checked` holds the paths
    /// already found clean, with every folder above them: the walk up stops at the first (a plan's
    /// new files share their folders; `xcode export` writes 85 files into a dozen).
    /// The walk goes up the standardised path's text (Foundation's `URL` makes each step cost tens of
    /// thousands of instructions on Linux: 17.8 M of an `xcode export`).
    private static func danglingLink(at url: URL, below rootPath: String, checked: inout Set<String>) -> (url: URL, target: String)? {
        var current = url.standardizedPath
        while current != rootPath, current != "/", !current.isEmpty, !checked.contains(current),
            PathMath.relative(current, to: rootPath) != nil
        {
            var info = stat()
            if lstat(current, &info) == 0, FileMode.isSymbolicLink(info.st_mode), stat(current, &info) != 0 {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: current)) ?? "?"
                return (URL(fileURLWithPath: current), target)
            }
            checked.insert(current)
            current = parent(of: current)
        }
        return nil
    }

    /// The folder holding `path` (absolute, standardised, no trailing `/`), as `deletingLastPathComponent` gives it.
    private static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }
}

/// The names each folder holds, read once per folder, compared as a case-insensitive,
/// normalisation-insensitive disk compares them.
struct FolderNames {
    private var names: [String: [String]?] = [:]

    /// The existing file or folder (relative path, as spelled on disk) that `relative` equals once case
    /// and Unicode normalisation are folded, but not byte for byte; nil when there is none. A folder on
    /// the way that differs only in case is followed (on a case-insensitive disk it is the same folder).
    mutating func caseClash(for relative: String, in root: String) -> String? {
        let parts = relative.split(separator: "/").map(String.init)
        var folder = ""
        var differs = false
        for (index, part) in parts.enumerated() {
            let absolute = folder.isEmpty ? root : root + "/" + folder
            guard let entries = entries(of: absolute) else { return nil }
            let spelled: String
            if entries.contains(where: { $0.utf8.elementsEqual(part.utf8) }) {
                spelled = part
            } else {
                let folded = Self.fold(part)
                guard let other = entries.first(where: { Self.fold($0) == folded }) else {
                    return nil
                }
                spelled = other
                differs = true
            }
            folder = folder.isEmpty ? spelled : folder + "/" + spelled
            if index == parts.count - 1 { return differs ? folder : nil }
        }
        return nil
    }

    private mutating func entries(of folder: String) -> [String]? {
        if let cached = names[folder] { return cached }
        let read = try? FileManager.default.contentsOfDirectory(atPath: folder)
        names[folder] = read
        return read
    }

    /// `name` as a case-insensitive, normalisation-insensitive file system compares it. An ASCII name is
    /// its own canonical decomposition, so it is only lower-cased: Foundation's decomposition bridges the
    /// text to `NSString`, which costs a call per entry of the folder and, once, three scans of the
    /// binary's conformances (docs/PERFORMANCE.md, session 48).
    static func fold(_ name: String) -> String {
        guard name.utf8.contains(where: { $0 >= 0x80 }) else { return name.lowercased() }
        return name.decomposedStringWithCanonicalMapping.lowercased().decomposedStringWithCanonicalMapping
    }
}
