/// Reads the bytes of a `project.pbxproj` (an old-style "OpenStep" property list) into `PBXValue`s that
/// remember where each value came from, and notes every `/* … */` comment, since Xcode marks its
/// sections with them.
///
/// It works on bytes, not a `String`, so a file in another encoding than UTF-8 or with CRLF line
/// endings is read as it is and its offsets stay exact.
struct PBXSourceParser {
    /// A `/* … */` comment: its text without the markers, and its range with them.
    struct Comment {
        let text: String
        let range: Range<Int>
    }

    private let bytes: [UInt8]
    /// Whether the file is not UTF-8, so every string is read as Latin-1.
    private let latin1: Bool
    private var index = 0
    private(set) var comments: [Comment] = []

    /// Parses the whole file; the root must be a dictionary and nothing but trivia may follow it.
    static func parse(_ bytes: [UInt8]) throws(PBXParseError) -> (root: PBXValue, comments: [Comment]) {
        var parser = PBXSourceParser(bytes: bytes, latin1: String(validating: bytes, as: UTF8.self) == nil)
        let root = try parser.value()
        guard case .dictionary = root else { throw parser.error("the file does not start with a dictionary") }
        try parser.skipTrivia()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the closing brace") }
        return (root, parser.comments)
    }

    private init(bytes: [UInt8], latin1: Bool) {
        self.bytes = bytes
        self.latin1 = latin1
    }

    private func error(_ message: String) -> PBXParseError {
        var line = 1
        for byte in bytes[0..<min(index, bytes.count)] where byte == 0x0A { line += 1 }
        return PBXParseError(message: message, line: line)
    }

    private mutating func skipTrivia() throws(PBXParseError) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                guard index + 1 < bytes.count else {
                    index = start
                    throw error("a comment is never closed")
                }
                index += 2
                comments.append(Comment(text: decode(bytes[(start + 2)..<(index - 2)]), range: start..<index))
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else {
                return
            }
        }
    }

    private mutating func peek() throws(PBXParseError) -> UInt8? {
        try skipTrivia()
        return index < bytes.count ? bytes[index] : nil
    }

    /// `what` is worded only when the byte is not there: building it for every key of a 905 KB project
    /// file was a fifth of the parse.
    private mutating func expect(_ byte: UInt8, _ what: @autoclosure () -> String) throws(PBXParseError) {
        guard try peek() == byte else { throw error("expected \(what())") }
        index += 1
    }

    private mutating func value() throws(PBXParseError) -> PBXValue {
        switch try peek() {
        case UInt8(ascii: "{"):
            return try dictionary()
        case UInt8(ascii: "("):
            return try list()
        case UInt8(ascii: "\""):
            return try quotedString()
        case .some(let byte) where Self.isBare(byte):
            let start = index
            while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
            return .string(decode(bytes[start..<index]), range: start..<index)
        case nil:
            throw error("the file ends in the middle of a value")
        default:
            throw error("unexpected character '\(Character(Unicode.Scalar(bytes[index])))'")
        }
    }

    /// `{ key = value; … }`, at its `{`; a key may appear once.
    private mutating func dictionary() throws(PBXParseError) -> PBXValue {
        let start = index
        index += 1
        var entries: [PBXEntry] = []
        // A repeated key is found by comparing with the few keys before it; a set of keys is made only
        // for a large dictionary (`objects`): hashing every key of every object was a sixth of the parse.
        var keys: Set<String>?
        while try peek() != UInt8(ascii: "}") {
            guard index < bytes.count else { throw error("a dictionary is never closed") }
            let keyStart = index
            guard case .string(let key, _) = try value() else { throw error("a dictionary key must be a string") }
            try expect(UInt8(ascii: "="), "'=' after \(key)")
            let value = try value()
            try expect(UInt8(ascii: ";"), "';' after the value of \(key)")
            if keys == nil, entries.count >= Self.keysComparedOneByOne { keys = Set(entries.map(\.key)) }
            let repeated = keys?.contains(key) ?? entries.contains { $0.key == key }
            guard !repeated else { throw error("the key \(key) appears twice") }
            keys?.insert(key)
            entries.append(PBXEntry(key: key, value: value, range: keyStart..<index))
        }
        index += 1
        return .dictionary(entries, range: start..<index)
    }

    private static let keysComparedOneByOne = 16

    /// `( item, … )`, at its `(`; a comma after the last item is allowed, as Xcode writes one.
    private mutating func list() throws(PBXParseError) -> PBXValue {
        let start = index
        index += 1
        var items: [PBXValue] = []
        while try peek() != UInt8(ascii: ")") {
            guard index < bytes.count else { throw error("a list is never closed") }
            items.append(try value())
            if try peek() == UInt8(ascii: ",") { index += 1 } else { break }
        }
        try expect(UInt8(ascii: ")"), "')' or ',' in a list")
        return .array(items, range: start..<index)
    }

    /// `"…"`, at its opening quote, with `\n`, `\t`, `\r` and `\x` (any other character) unescaped.
    private mutating func quotedString() throws(PBXParseError) -> PBXValue {
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") && index + 1 < bytes.count ? 2 : 1
        }
        guard index < bytes.count else {
            index = start
            throw error("a quoted string is never closed")
        }
        index += 1
        return .string(decode(Self.unescape(bytes[(start + 1)..<(index - 1)])[...]), range: start..<index)
    }

    /// A quoted string's content with `\n`, `\t`, `\r` and `\x` (any other character) unescaped; a
    /// backslash that ends the content stays.
    static func unescape(_ content: ArraySlice<UInt8>) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(content.count)
        var index = content.startIndex
        while index < content.endIndex {
            if content[index] == UInt8(ascii: "\\"), index + 1 < content.endIndex {
                index += 1
                switch content[index] {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                default: text.append(content[index])
                }
            } else {
                text.append(content[index])
            }
            index += 1
        }
        return text
    }

    /// Characters Xcode writes without quotes.
    static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: ":"),
            UInt8(ascii: "+"):
            true
        default: false
        }
    }

    /// UTF-8 in a UTF-8 file; otherwise Latin-1, which maps every byte to one character, so an old file
    /// in MacRoman still parses, its names stay distinct, and text written back in Latin-1 is the same bytes.
    private func decode(_ bytes: ArraySlice<UInt8>) -> String {
        Self.decode(bytes, latin1: latin1)
    }

    static func decode(_ bytes: ArraySlice<UInt8>, latin1: Bool) -> String {
        if !latin1, let text = String(validating: bytes, as: UTF8.self) { return text }
        return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}
