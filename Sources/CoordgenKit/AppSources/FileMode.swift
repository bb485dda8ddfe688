import Foundation

/// The file-type bits of `st_mode`, spelled once: the values are the same on Linux and Darwin, and
/// spelling them here keeps coordgen off the `S_IF…` macros, which the two C libraries import
/// differently.
enum FileMode {
    static let typeMask: mode_t = 0o170000
    static let fifo: mode_t = 0o010000
    static let characterDevice: mode_t = 0o020000
    static let directory: mode_t = 0o040000
    static let blockDevice: mode_t = 0o060000
    static let regular: mode_t = 0o100000
    static let symbolicLink: mode_t = 0o120000
    static let socket: mode_t = 0o140000
    /// Write permission for the owner, the group and others.
    static let anyWrite: mode_t = 0o222

    static func isRegular(_ mode: mode_t) -> Bool { mode & typeMask == regular }
    static func isDirectory(_ mode: mode_t) -> Bool { mode & typeMask == directory }
    static func isSymbolicLink(_ mode: mode_t) -> Bool { mode & typeMask == symbolicLink }

    /// Gives the file at `destination` the permission bits of the one at `source` (not following a
    /// link there), as `FileManager`'s `posixPermissions` attribute would, without its dictionary of
    /// `Any` values: each read and write of it cost about 800,000 instructions (dynamic casts).
    static func copyPermissions(from source: String, to destination: String) {
        var info = stat()
        guard lstat(source, &info) == 0 else { return }
        _ = chmod(destination, info.st_mode & 0o7777)
    }
}
