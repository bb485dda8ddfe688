import Foundation

/// The one walk of an app's Swift files: every `.swift` file below the root, as paths relative to it,
/// outside the folders ``NonSourceFolders`` names.
///
/// Test folders are listed too (callers that analyse only the app leave them out with
/// ``AppSources/isInTestFolder(_:)``); project manifests are recognised once parsed
/// (``SourceFile/isManifest``). Folders reached through a symbolic link are never entered; a symbolic
/// link to a Swift file is listed only when it resolves inside the root, so nothing outside the project
/// is ever read because of a link someone committed. Only regular files are listed: a FIFO, a socket or
/// a device named `X.swift` is named in ``Walk/notRegularFiles`` and never opened (opening a FIFO waits
/// for a writer forever).
///
/// `readdir` says which entries are folders without a `stat` each, and no `URL` is made per file: in a
/// 1,000-file app that made the walk several times faster than `FileManager`'s enumerator.
enum SwiftFileWalker {
    /// Whether a folder named `name` is an Xcode project the walk lists (and does not enter): an
    /// `.xcodeproj` whose name is not hidden.
    static func isProjectFolder(named name: String) -> Bool {
        XcodeProjectBundles.isCandidate(named: name)
    }

    /// The Swift files under `root` (an absolute path without a trailing `/`), sorted, and the Xcode
    /// projects (`.xcodeproj` folders) seen on the way, which the walk does not enter.
    static func walk(_ root: String) -> Walk {
        var files: [String] = []
        var projects: [String] = []
        var outside: [(path: String, target: String)] = []
        var notRegular: [(path: String, kind: String)] = []
        var folders: [String] = [""]
        var resolvedRoot: String?
        while let folder = folders.popLast() {
            guard let directory = opendir(folder.isEmpty ? root : root + "/" + folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let path = folder.isEmpty ? name : folder + "/" + name
                guard let type = entryType(entry, root: root, path: path) else { continue }
                if type == Int32(DT_DIR) {
                    if isProjectFolder(named: name) { projects.append(path) }
                    if !NonSourceFolders.skips(folderNamed: name, atRoot: folder.isEmpty) { folders.append(path) }
                    continue
                }
                guard name.utf8.count > 6, name.hasSuffix(".swift"), !name.hasPrefix(".") else { continue }
                if type == Int32(DT_LNK) {
                    if resolvedRoot == nil { resolvedRoot = realPath(root) ?? root }
                    guard let target = realPath(root + "/" + path) else { continue }
                    var info = stat()
                    guard stat(target, &info) == 0, !FileMode.isDirectory(info.st_mode) else { continue }
                    guard target.hasPrefix(resolvedRoot! + "/") else {
                        outside.append((path, target))
                        continue
                    }
                    guard FileMode.isRegular(info.st_mode) else {
                        notRegular.append((path, RegularFileReader.kind(of: info.st_mode)))
                        continue
                    }
                } else if type != Int32(DT_REG) {
                    // A FIFO would block the read forever; a socket or a device is no source either.
                    var info = stat()
                    let kind = lstat(root + "/" + path, &info) == 0 ? RegularFileReader.kind(of: info.st_mode) : "not a regular file"
                    notRegular.append((path, kind))
                    continue
                }
                files.append(path)
            }
        }
        return Walk(
            swift: files.sorted(), xcodeProjects: projects.sorted(), linksOutside: outside.sorted { $0.path < $1.path },
            notRegularFiles: notRegular.sorted { $0.path < $1.path })
    }

    /// The entry's type as `readdir` gives it, or from `lstat` where the file system does not say
    /// (`DT_UNKNOWN`; anything not a folder, a link or a regular file is then a FIFO); nil when the
    /// entry is gone.
    private static func entryType(_ entry: UnsafeMutablePointer<dirent>, root: String, path: String) -> Int32? {
        let type = Int32(entry.pointee.d_type)
        guard type == Int32(DT_UNKNOWN) else { return type }
        var info = stat()
        guard lstat(root + "/" + path, &info) == 0 else { return nil }
        return FileMode.isDirectory(info.st_mode)
            ? Int32(DT_DIR)
            : FileMode.isSymbolicLink(info.st_mode)
                ? Int32(DT_LNK) : FileMode.isRegular(info.st_mode) ? Int32(DT_REG) : Int32(DT_FIFO)
    }

    /// What one walk found.
    struct Walk: Sendable {
        /// The Swift files, relative to the root, sorted.
        var swift: [String]
        /// The `.xcodeproj` folders, relative to the root, sorted.
        let xcodeProjects: [String]
        /// Swift files that are symbolic links leading outside the root, never read, and where they lead.
        let linksOutside: [(path: String, target: String)]
        /// `.swift` entries that are not regular files (a FIFO, a socket, a device), never opened, and
        /// what they are: reading a FIFO would wait forever for a writer.
        var notRegularFiles: [(path: String, kind: String)] = []
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
