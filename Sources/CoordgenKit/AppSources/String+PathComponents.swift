extension String {
    /// The parts of a `/`-separated path, empty ones left out: `split(separator: "/")` on the UTF-8
    /// bytes rather than on characters, which is what made reading the folders of a large app's files
    /// (test folders, layout patterns) cost as much as a tenth of `init`.
    /// One pass over the bytes: the generic `split` and the `map` after it cost 11,000 instructions a
    /// path (80 M in `init` over the large app of `Benchmarks/LargeApp`).
    var slashSeparatedComponents: [Substring] {
        var parts: [Substring] = []
        let bytes = utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            if bytes[index] == UInt8(ascii: "/") {
                if start != index { parts.append(self[start..<index]) }
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if start != index { parts.append(self[start..<index]) }
        return parts
    }

    /// `slashSeparatedComponents.dropLast().joined(separator: "/")`: the folder part of a path. A path
    /// without an empty part (no leading, trailing or doubled `/`) is cut at its last `/` byte, which is
    /// the same text without splitting and joining (25 M instructions of `init` over the large app of
    /// `Benchmarks/LargeApp`, where every coordinator's and screen's folder is read several times).
    var folderPart: String {
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        guard hasNoEmptyPathPart else { return slashSeparatedComponents.dropLast().joined(separator: "/") }
        return String(self[..<slash])
    }

    /// `slashSeparatedComponents.last`: the part after the last `/`, cut there where the path does not
    /// end with a `/`.
    var lastPathPart: Substring? {
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return isEmpty ? nil : self[...] }
        guard utf8.index(after: slash) != utf8.endIndex else { return slashSeparatedComponents.last }
        return self[utf8.index(after: slash)...]
    }

    /// `slashSeparatedComponents.first`: the part before the first `/`, cut there where the path does
    /// not start with a `/`.
    var firstPathPart: Substring? {
        guard let slash = utf8.firstIndex(of: UInt8(ascii: "/")) else { return isEmpty ? nil : self[...] }
        guard slash != utf8.startIndex else { return slashSeparatedComponents.first }
        return self[..<slash]
    }

    /// Whether no `/`-separated part is empty: no `/` at either end, none doubled.
    private var hasNoEmptyPathPart: Bool {
        let slash = UInt8(ascii: "/")
        if let checked = utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
            guard let first = bytes.first, let last = bytes.last, first != slash, last != slash else { return false }
            for index in 1..<bytes.count where bytes[index] == slash && bytes[index - 1] == slash { return false }
            return true
        }) {
            return checked
        }
        return !utf8.isEmpty && utf8.first != slash && utf8.last != slash && !zip(utf8, utf8.dropFirst()).contains { $0 == slash && $1 == slash }
    }

    /// Where `lastIndex(of: "/")` finds the last `/`, found in the UTF-8 bytes: the search by characters
    /// cost 11,000 instructions a path (90 M in `new coordinator` over the large app of
    /// `Benchmarks/LargeApp`, placing a file among the project's groups). A `/` byte with an ASCII byte
    /// or nothing on each side is a character of its own, and no later one exists; otherwise (a `/`
    /// that a combining mark follows, say) the characters are searched as before.
    var lastSlashIndex: String.Index? {
        let bytes = utf8
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        let after = bytes.index(after: slash)
        let asciiBefore = slash == bytes.startIndex || bytes[bytes.index(before: slash)] < 0x80
        let asciiAfter = after == bytes.endIndex || bytes[after] < 0x80
        return asciiBefore && asciiAfter ? slash : lastIndex(of: "/")
    }
}
