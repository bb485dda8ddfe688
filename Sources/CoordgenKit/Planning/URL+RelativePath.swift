import Foundation

extension URL {
    /// This file's path relative to `base` when it lies inside it, otherwise the full path.
    func path(relativeTo base: URL) -> String {
        let path = standardizedPath
        var basePath = base.standardizedPath
        if !basePath.hasSuffix("/") { basePath += "/" }
        return path.hasPrefix(basePath) ? String(path.dropFirst(basePath.count)) : path
    }

    /// `standardizedFileURL.path`, without making the standardised URL when the path is already
    /// standard. On Linux each `standardizedFileURL` costs about 38,000 instructions (it builds a URL
    /// and walks the path twice); `xcode export` asked for 343 of them, 13 M of its 155 M
    /// (docs/PERFORMANCE.md, session 45). A file URL's path is left as it is by Foundation's
    /// standardisation when it is absolute and holds no empty, `.` or `..` part, no trailing `/`, no
    /// `~` to expand, and does not start with `/private/` or `/var/automount/` (the prefixes it may
    /// strip); any other path goes through Foundation. `StandardizedPathTests` compares both.
    var standardizedPath: String {
        let path = path
        return isFileURL && Self.isStandard(path) ? path : standardizedFileURL.path
    }

    /// Whether Foundation's standardisation leaves `path` unchanged, judged on its bytes (see above).
    static func isStandard(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var bytes = path.utf8.makeIterator()
        guard bytes.next() == slash else { return false }
        if path.utf8.starts(with: "/private/".utf8) || path.utf8.starts(with: "/var/automount/".utf8) { return false }
        // The current part's length, and whether it is made of dots only.
        var partLength = 0
        var onlyDots = true
        while let byte = bytes.next() {
            if byte == slash {
                if partLength == 0 || (onlyDots && partLength <= 2) { return false }
                partLength = 0
                onlyDots = true
            } else {
                partLength += 1
                if byte != dot { onlyDots = false }
            }
        }
        return partLength > 0 && !(onlyDots && partLength <= 2)
    }
}
