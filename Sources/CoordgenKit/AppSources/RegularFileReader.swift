import Foundation

#if canImport(Darwin)
    import Darwin

    private let systemRead = Darwin.read
#elseif canImport(Glibc)
    import Glibc

    private let systemRead = Glibc.read
#endif

/// Reads one file of a tree someone else wrote, without ever blocking on it: a FIFO, a socket or a
/// device named `X.swift` (or a template) is refused, not opened for reading and waited on forever.
///
/// The file is opened with `O_NONBLOCK` (opening a FIFO for reading otherwise waits for a writer) and
/// checked with `fstat` on the open descriptor, so a regular file swapped for a FIFO between the walk
/// and the read cannot hang the command either.
enum RegularFileReader {
    /// Why a file was not read.
    enum Refusal: Error, Equatable, CustomStringConvertible {
        /// It does not exist or cannot be opened (`strerror`'s words).
        case unopenable(String)
        /// A FIFO, socket, device or folder: what it is.
        case notRegular(String)
        /// Larger than the limit the caller gave, in bytes.
        case tooLarge(size: Int, limit: Int)

        /// In words that follow "`path` is".
        var description: String {
            switch self {
            case .unopenable(let reason): return "unreadable (\(reason))"
            case .notRegular(let kind): return "\(kind), not a regular file"
            case .tooLarge(let size, let limit) where Self.megabytes(size) == Self.megabytes(limit):
                return "\(size) bytes, larger than the \(limit) bytes (\(Self.megabytes(limit))) coordgen reads"
            case .tooLarge(let size, let limit):
                return "\(Self.megabytes(size)), larger than the \(Self.megabytes(limit)) coordgen reads"
            }
        }

        /// In decimal megabytes, as Finder and `ls -lh --si` count them.
        private static func megabytes(_ bytes: Int) -> String {
            let tenths = (bytes + 50_000) / 100_000
            return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
        }
    }

    /// What `read` gives: `Result`'s two cases without `Result`, whose metadata the runtime makes at
    /// first use by checking `Failure: Error` through a scan of the binary's conformances
    /// (650,000 instructions; docs/PERFORMANCE.md, session 45).
    enum Outcome {
        case success((bytes: [UInt8], info: stat))
        case failure(Refusal)

        func get() throws(Refusal) -> (bytes: [UInt8], info: stat) {
            switch self {
            case .success(let file): return file
            case .failure(let refusal): throw refusal
            }
        }
    }

    /// The bytes of the regular file at `path` (symbolic links followed) and what `fstat` said of it.
    /// Files over `sizeLimit` bytes are refused before anything is read.
    static func read(_ path: String, sizeLimit: Int = .max) -> Outcome {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unopenable(String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unopenable(String(cString: strerror(errno)))) }
        guard FileMode.isRegular(info.st_mode) else { return .failure(.notRegular(kind(of: info.st_mode))) }
        let size = Int(info.st_size)
        guard size <= sizeLimit else { return .failure(.tooLarge(size: size, limit: sizeLimit)) }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            filled += count
        }
        if filled < bytes.count { bytes.removeLast(bytes.count - filled) }
        return .success((bytes, info))
    }

    /// The contents of a file of the user's tree, like `FileManager.contents(atPath:)`, but nil for
    /// anything that is not a regular file: a FIFO named `.coordgen.yml`, `project.pbxproj` or
    /// `project.yml` is reported as unreadable instead of blocking the command.
    static func contents(atPath path: String) -> Data? {
        guard case .success(let file) = read(path) else { return nil }
        return Data(file.bytes)
    }

    /// The UTF-8 text of a regular file, or nil (see `contents(atPath:)`).
    static func text(atPath path: String) -> String? {
        contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// What a file of `mode` is, in words: "a FIFO (named pipe)", "a socket", "a device", "a folder".
    static func kind(of mode: mode_t) -> String {
        switch mode & FileMode.typeMask {
        case FileMode.fifo: return "a FIFO (named pipe)"
        case FileMode.socket: return "a socket"
        case FileMode.characterDevice, FileMode.blockDevice: return "a device"
        case FileMode.directory: return "a folder"
        case FileMode.symbolicLink: return "a symbolic link"
        default: return "a file of an unknown kind"
        }
    }
}
