import Foundation

/// Writes that survive a power loss: a file's bytes and a folder's entries are flushed to the disk
/// (`fsync`) before the next step relies on them, as the change journal needs.
///
/// On macOS `fsync` hands the data to the drive, which may still hold it in its cache; SQLite's
/// `fullfsync` (`F_FULLFSYNC`) waits for the drive too, at many times the cost. coordgen uses plain
/// `fsync`, as git does by default.
enum DurableFile {
    /// Creates the file at `path` (which must not exist) with `data`, flushed to disk unless `flushed`
    /// is false. Returns the `strerror` text of the first failure.
    static func create(_ path: String, with data: Data, flushed: Bool = true, permissions: mode_t = 0o666) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, permissions)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        defer { close(descriptor) }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if let failure { return failure }
        guard flushed else { return nil }
        return fsync(descriptor) == 0 ? nil : String(cString: strerror(errno))
    }

    /// Flushes the file or folder at `path`; for a folder, that makes the names created, renamed or
    /// removed in it durable. Returns whether it worked (a folder some file systems cannot open or
    /// flush is not an error: there is nothing more coordgen could do).
    @discardableResult
    static func sync(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return fsync(descriptor) == 0
    }

    /// Flushes each distinct folder once.
    static func syncFolders<S: Sequence>(_ folders: S) where S.Element == String {
        var done: Set<String> = []
        for folder in folders where done.insert(folder).inserted {
            sync(folder)
        }
    }
}
