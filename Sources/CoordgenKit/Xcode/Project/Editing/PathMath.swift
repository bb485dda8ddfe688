/// Path arithmetic on absolute, slash-separated paths, with `..` resolved.
enum PathMath {
    static func normalize(_ path: String) -> String {
        if isNormalized(path) { return path }
        var parts: [Substring] = []
        for part in path.slashSeparatedComponents {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `normalize` would give `path` back: it starts with `/` and has no empty, `.` or `..`
    /// component and no trailing `/` (but for `/` itself). Most paths are, and answering costs one
    /// look at each byte, where splitting and joining them was 49 M instructions of `init` in the
    /// large app of `Benchmarks/LargeApp`.
    static func isNormalized(_ path: String) -> Bool {
        let bytes = path.utf8
        guard bytes.first == UInt8(ascii: "/") else { return false }
        if bytes.count == 1 { return true }
        // The length of the component read so far, and whether it is all dots.
        var length = 0
        var dots = 0
        for byte in bytes.dropFirst() {
            if byte == UInt8(ascii: "/") {
                if length == 0 || (dots == length && length <= 2) { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return length > 0 && !(dots == length && length <= 2)
    }

    static func join(_ base: String, _ relative: String) -> String {
        relative.hasPrefix("/") ? normalize(relative) : normalize(base + "/" + relative)
    }

    /// `path` relative to `folder` when it lies inside it.
    static func relative(_ path: String, to folder: String) -> String? {
        let prefix = folder == "/" ? "/" : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// `path` relative to `folder`, with `..` where it lies outside.
    static func relativeAllowingParents(_ path: String, to folder: String) -> String {
        let from = folder.split(separator: "/")
        let to = path.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)).joined(separator: "/")
    }

    /// `path` (relative, or `..`-climbing) below the relative `folder`, with `name/..` pairs resolved:
    /// `App` + `../AppTests` → `AppTests`; `..` parts that climb above `folder`'s start are kept
    /// (`""` + `../AppTests` → `../AppTests`), so a path outside stays visibly outside.
    static func joinRelative(_ folder: String, _ path: String) -> String {
        var parts: [Substring] = []
        for part in (folder + "/" + path).split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The top folder of a relative file path: its first part, or for a path climbing out of its base
    /// (`../AppTests/AppTests.swift`), the `..` parts with the first folder after them (`../AppTests`);
    /// nil for a file directly in the base.
    static func topFolder(of path: String) -> String? {
        var climbing: [Substring] = []
        for part in path.split(separator: "/").dropLast() {
            guard part == ".." else { return (climbing + [part]).joined(separator: "/") }
            climbing.append(part)
        }
        return nil
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastSlashIndex, slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
