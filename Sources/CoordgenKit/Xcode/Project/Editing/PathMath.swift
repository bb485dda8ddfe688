/// Path arithmetic on absolute, slash-separated paths, with `..` resolved.
enum PathMath {
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.slashSeparatedComponents {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
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

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
