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

    /// The next byte after trivia, `0` at the end of the file (not a byte any rule starts with), or nil
    /// when a comment is never closed.
    private mutating func peek() -> UInt8? {
        guard skipTrivia() else { return nil }
        return index < bytes.count ? bytes[index] : 0
    }

    /// One value, or nil when the parser would throw.
    private mutating func value(_ role: Role) -> ScannedValue? {
        switch peek() {
        case UInt8(ascii: "{"):
            return dictionary(role)
        case UInt8(ascii: "("):
            return list()
        case UInt8(ascii: "\""):
            return quotedString().map { .string($0) }
        case .some(let byte) where PBXSourceParser.isBare(byte):
            let start = index
            while index < bytes.count, PBXSourceParser.isBare(bytes[index]) { index += 1 }
            return .string(ScannedString(content: start..<index, isEscaped: false))
        default:
            return nil
        }
    }

    /// `{ key = value; … }`, at its `{`: the entries when `role` is read, and no key twice.
    private mutating func dictionary(_ role: Role) -> ScannedValue? {
        index += 1
        var keys: [ScannedString] = []
        var entries: [ScannedEntry] = []
        while true {
            guard let next = peek() else { return nil }
            if next == UInt8(ascii: "}") { break }
            guard index < bytes.count, case .string(let key)? = value(.other), peek() == UInt8(ascii: "=") else { return nil }
            index += 1
            guard let value = value(childRole(of: role, key: key)), peek() == UInt8(ascii: ";") else { return nil }
            index += 1
            keys.append(key)
            if role != .other { entries.append(ScannedEntry(key: key, value: value)) }
        }
        index += 1
        guard !ScannedString.hasRepeats(keys, in: bytes, encoding: encoding) else { return nil }
        return role == .other ? .otherDictionary : .dictionary(entries)
    }

    private func childRole(of role: Role, key: ScannedString) -> Role {
        switch role {
        case .root: key.reads("objects", in: bytes, encoding: encoding) ? .objects : .other
        case .objects: .object
        case .object: key.reads("buildSettings", in: bytes, encoding: encoding) ? .buildSettings : .other
        case .buildSettings, .other: .other
        }
    }

    /// `( item, … )`, at its `(`, a comma after the last item allowed.
    private mutating func list() -> ScannedValue? {
        index += 1
        while true {
            guard let next = peek() else { return nil }
            if next == UInt8(ascii: ")") { break }
            guard index < bytes.count, value(.other) != nil, let after = peek() else { return nil }
            if after == UInt8(ascii: ",") { index += 1 } else { break }
        }
        guard peek() == UInt8(ascii: ")") else { return nil }
        index += 1
        return .list
    }

    /// `"…"`, at its opening quote: its content's range, nil when it is never closed.
    private mutating func quotedString() -> ScannedString? {
        index += 1
        let start = index
        var isEscaped = false
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                isEscaped = true
                index += 1
            }
            index += 1
        }
        guard index < bytes.count else { return nil }
        index += 1
        return ScannedString(content: start..<(index - 1), isEscaped: isEscaped)
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

/// A bare or quoted string by the range of its content (inside the quotes); decoded only when asked.
struct ScannedString {
    let content: Range<Int>
    /// Whether it holds a backslash escape, so its text is not its bytes.
    let isEscaped: Bool

    /// Plain ASCII bytes: the text is the bytes, and compares as they do.
    func isPlain(in bytes: [UInt8]) -> Bool {
        !isEscaped && !bytes[content].contains { $0 >= 0x80 }
    }

    /// The text, as ``PBXSourceParser`` decodes it (escapes undone, UTF-8 or Latin-1).
    func text(in bytes: [UInt8], encoding: PBXScannedEncoding) -> String {
        if isPlain(in: bytes) { return String(decoding: bytes[content], as: UTF8.self) }
        return PBXSourceParser.decode(PBXSourceParser.unescape(bytes[content])[...], latin1: encoding.isLatin1)
    }

    /// Whether the text is `text`, compared as `String`s are (canonical equivalence), bytes first.
    func reads(_ text: String, in bytes: [UInt8], encoding: PBXScannedEncoding) -> Bool {
        if isPlain(in: bytes), text.utf8.allSatisfy({ $0 < 0x80 }) { return bytes[content].elementsEqual(text.utf8) }
        return self.text(in: bytes, encoding: encoding) == text
    }

    /// Whether two of `keys` read the same: by their bytes when all are plain ASCII, else by their text.
    static func hasRepeats(_ keys: [ScannedString], in bytes: [UInt8], encoding: PBXScannedEncoding) -> Bool {
        guard keys.count > 1 else { return false }
        if keys.allSatisfy({ $0.isPlain(in: bytes) }) {
            // A few keys are compared one by one, as the parser does (a set for each object's fields cost more).
            guard keys.count > 16 else {
                return keys.indices.contains { i in keys[..<i].contains { bytes[$0.content].elementsEqual(bytes[keys[i].content]) } }
            }
            var seen = Set<ArraySlice<UInt8>>(minimumCapacity: keys.count)
            return !keys.allSatisfy { seen.insert(bytes[$0.content]).inserted }
        }
        var seen = Set<String>(minimumCapacity: keys.count)
        return !keys.allSatisfy { seen.insert($0.text(in: bytes, encoding: encoding)).inserted }
    }
}
