/// ``PBXSourceParser``'s grammar walked without building values, for ``PBXBuildConfigurationScan``: it
/// accepts the same files (a comment closed, a string closed, a key once in each dictionary, nothing
/// after the root dictionary) and keeps only the entries the scan reads — the root's, the `objects`
/// dictionary's, each object's fields and each object's `buildSettings` — as byte ranges.
struct PBXBuildConfigurationScanner {
    /// Which dictionary is being read, so only the ones the scan reads keep their entries.
    private enum Role {
        case root, objects, object, buildSettings, other
    }

    private let bytes: [UInt8]
    private let encoding: PBXScannedEncoding
    private var index = 0
    private var keys: [ScannedString] = []

    init(bytes: [UInt8], encoding: PBXScannedEncoding) {
        self.bytes = bytes
        self.encoding = encoding
    }

    /// The root dictionary's entries, or nil when the parser would refuse the file.
    mutating func scanFile() -> [ScannedEntry]? {
        guard case .dictionary(let root)? = value(.root), skipTrivia(), index == bytes.count else { return nil }
        return root
    }

    /// Skips white space and comments; false when a comment is never closed.
    private mutating func skipTrivia() -> Bool {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                guard index + 1 < bytes.count else { return false }
                index += 2
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else {
                return true
            }
        }
        return true
    }

    /// The next byte after trivia, ``end`` at the end of the file, or ``unclosedComment``. (An `Int`, and
    /// `if`s rather than a `switch`: a debug build matches optional patterns through generic calls.)
    private mutating func peek() -> Int {
        guard skipTrivia() else { return Self.unclosedComment }
        return index < bytes.count ? Int(bytes[index]) : Self.end
    }

    private static let end = -2
    private static let unclosedComment = -1
    private static let openBrace = Int(UInt8(ascii: "{"))
    private static let closeBrace = Int(UInt8(ascii: "}"))
    private static let openParenthesis = Int(UInt8(ascii: "("))
    private static let closeParenthesis = Int(UInt8(ascii: ")"))
    private static let quote = Int(UInt8(ascii: "\""))
    private static let equals = Int(UInt8(ascii: "="))
    private static let semicolon = Int(UInt8(ascii: ";"))
    private static let comma = Int(UInt8(ascii: ","))
    /// ``PBXSourceParser/isBare(_:)`` of every byte, looked up.
    private static let bare: [Bool] = (0...255).map { PBXSourceParser.isBare(UInt8($0)) }

    /// One value, or nil when the parser would throw.
    private mutating func value(_ role: Role) -> ScannedValue? {
        let next = peek()
        if next == Self.openBrace { return dictionary(role) }
        if next == Self.openParenthesis { return list() }
        if next == Self.quote {
            guard let string = quotedString() else { return nil }
            return .string(string)
        }
        guard next >= 0, Self.bare[next] else { return nil }
        let start = index
        while index < bytes.count, Self.bare[Int(bytes[index])] { index += 1 }
        return .string(ScannedString(content: start..<index, isEscaped: false, isPlain: true))
    }

    /// `{ key = value; … }`, at its `{`: the entries when `role` is read, and no key twice. The keys of
    /// the dictionaries being read share one stack.
    private mutating func dictionary(_ role: Role) -> ScannedValue? {
        index += 1
        let firstKey = keys.count
        defer { keys.removeSubrange(firstKey...) }
        var entries: [ScannedEntry] = []
        while true {
            let next = peek()
            if next == Self.unclosedComment { return nil }
            if next == Self.closeBrace { break }
            guard index < bytes.count, case .string(let key)? = value(.other), peek() == Self.equals else { return nil }
            index += 1
            guard let value = value(childRole(of: role, key: key)), peek() == Self.semicolon else { return nil }
            index += 1
            keys.append(key)
            if role != .other { entries.append(ScannedEntry(key: key, value: value)) }
        }
        index += 1
        guard !ScannedString.hasRepeats(keys[firstKey...], in: bytes, encoding: encoding) else { return nil }
        return role == .other ? .otherDictionary : .dictionary(entries)
    }

    private static let objects = PBXScannedName("objects")
    private static let buildSettings = PBXScannedName("buildSettings")

    private func childRole(of role: Role, key: ScannedString) -> Role {
        switch role {
        case .root: key.reads(Self.objects, in: bytes, encoding: encoding) ? .objects : .other
        case .objects: .object
        case .object: key.reads(Self.buildSettings, in: bytes, encoding: encoding) ? .buildSettings : .other
        case .buildSettings, .other: .other
        }
    }

    /// `( item, … )`, at its `(`, a comma after the last item allowed.
    private mutating func list() -> ScannedValue? {
        index += 1
        while true {
            let next = peek()
            if next == Self.unclosedComment { return nil }
            if next == Self.closeParenthesis { break }
            guard index < bytes.count, value(.other) != nil else { return nil }
            let after = peek()
            if after == Self.unclosedComment { return nil }
            if after == Self.comma { index += 1 } else { break }
        }
        guard peek() == Self.closeParenthesis else { return nil }
        index += 1
        return .list
    }

    /// `"…"`, at its opening quote: its content's range, nil when it is never closed.
    private mutating func quotedString() -> ScannedString? {
        index += 1
        let start = index
        var isEscaped = false
        var isASCII = true
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                isEscaped = true
                index += 1
            }
            if bytes[index] >= 0x80 { isASCII = false }
            index += 1
        }
        guard index < bytes.count else { return nil }
        index += 1
        return ScannedString(content: start..<(index - 1), isEscaped: isEscaped, isPlain: isASCII && !isEscaped)
    }
}

/// A value the scanner read: a string by its bytes, a list or a dictionary not kept, or a kept
/// dictionary's entries.
enum ScannedValue {
    case string(ScannedString)
    case list
    case otherDictionary
    case dictionary([ScannedEntry])
}

struct ScannedEntry {
    let key: ScannedString
    let value: ScannedValue
}

/// Whether the file is read as Latin-1 (``PBXSourceParser``'s rule: it is not UTF-8), found once, and
/// only when a string that is not plain ASCII is decoded.
final class PBXScannedEncoding {
    private let bytes: [UInt8]
    private(set) lazy var isLatin1: Bool = String(validating: bytes, as: UTF8.self) == nil

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }
}

/// A name the scan looks for (`isa`, `buildSettings`, a setting's name), with its bytes.
struct PBXScannedName {
    let text: String
    let utf8: [UInt8]
    let isASCII: Bool

    init(_ text: String) {
        self.text = text
        utf8 = Array(text.utf8)
        isASCII = !utf8.contains { $0 >= 0x80 }
    }
}

/// A bare or quoted string by the range of its content (inside the quotes); decoded only when asked.
/// The loops are written out: they run for every key of a 1 MB file, in debug builds too.
struct ScannedString {
    let content: Range<Int>
    /// Whether it holds a backslash escape, so its text is not its bytes.
    let isEscaped: Bool
    /// Unescaped ASCII: the text is the bytes, and compares as they do.
    let isPlain: Bool

    /// The text, as ``PBXSourceParser`` decodes it (escapes undone, UTF-8 or Latin-1).
    func text(in bytes: [UInt8], encoding: PBXScannedEncoding) -> String {
        if isPlain { return String(decoding: bytes[content], as: UTF8.self) }
        return PBXSourceParser.decode(PBXSourceParser.unescape(bytes[content])[...], latin1: encoding.isLatin1)
    }

    /// Whether the text is `name`'s, compared as `String`s are (canonical equivalence): by the bytes
    /// when both are plain ASCII.
    func reads(_ name: PBXScannedName, in bytes: [UInt8], encoding: PBXScannedEncoding) -> Bool {
        guard isPlain, name.isASCII else { return text(in: bytes, encoding: encoding) == name.text }
        guard content.count == name.utf8.count else { return false }
        var index = content.lowerBound
        for byte in name.utf8 {
            if bytes[index] != byte { return false }
            index += 1
        }
        return true
    }

    /// Whether two plain strings have the same bytes.
    private func sameBytes(as other: ScannedString, in bytes: [UInt8]) -> Bool {
        guard content.count == other.content.count else { return false }
        var index = content.lowerBound
        var otherIndex = other.content.lowerBound
        while index < content.upperBound {
            if bytes[index] != bytes[otherIndex] { return false }
            index += 1
            otherIndex += 1
        }
        return true
    }

    /// FNV-1a of the bytes, to bucket many keys.
    private func hash(in bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var index = content.lowerBound
        while index < content.upperBound {
            hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3
            index += 1
        }
        return hash
    }

    /// Whether two of `keys` read the same: by their bytes when all are plain ASCII (one by one for a
    /// few, by hash buckets for many), else by their text.
    static func hasRepeats(_ keys: ArraySlice<ScannedString>, in bytes: [UInt8], encoding: PBXScannedEncoding) -> Bool {
        guard keys.count > 1 else { return false }
        var allPlain = true
        for key in keys where !key.isPlain { allPlain = false }
        guard allPlain else {
            var seen = Set<String>(minimumCapacity: keys.count)
            for key in keys where !seen.insert(key.text(in: bytes, encoding: encoding)).inserted { return true }
            return false
        }
        if keys.count <= 16 {
            for later in (keys.startIndex + 1)..<keys.endIndex {
                for earlier in keys.startIndex..<later where keys[earlier].sameBytes(as: keys[later], in: bytes) { return true }
            }
            return false
        }
        var buckets: [UInt64: [Int]] = [:]
        buckets.reserveCapacity(keys.count)
        for position in keys.indices {
            let key = keys[position]
            let hash = key.hash(in: bytes)
            if let earlier = buckets[hash] {
                for other in earlier where keys[other].sameBytes(as: key, in: bytes) { return true }
                buckets[hash] = earlier + [position]
            } else {
                buckets[hash] = [position]
            }
        }
        return false
    }
}
