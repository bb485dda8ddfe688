/// The journal's `journal.json`, written by hand: the same bytes `JSONEncoder` makes with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (`ChangeJournalJSONTests` compares both on
/// random journals), without `JSONEncoder`'s encoding containers and the run-time conformance lookups
/// their first use costs in every command that writes. Reading stays `JSONDecoder`'s (`ChangeJournal.read`).
extension ChangeJournal {
    /// The journal as JSON, keys sorted, two spaces of indentation, no final line break.
    var jsonText: String {
        var fields: [(key: String, value: String)] = [
            ("command", Self.quoted(command)),
            ("createdFolders", Self.array(createdFolders.map(Self.quoted), indent: 1)),
            ("entries", Self.array(entries.map { $0.jsonText(indent: 2) }, indent: 1)),
            ("format", Self.quoted(format)),
            ("state", Self.quoted(state.rawValue)),
            ("version", String(version)),
        ]
        fields.sort { $0.key < $1.key }
        return Self.object(fields, indent: 0)
    }

    /// `{`, one `"key" : value` a line indented one level deeper than `indent`, `}`.
    static func object(_ fields: [(key: String, value: String)], indent: Int) -> String {
        let inner = String(repeating: "  ", count: indent + 1)
        let lines = fields.map { "\(inner)\(quoted($0.key)) : \($0.value)" }
        return "{\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: "  ", count: indent) + "}"
    }

    /// `[`, one element a line, `]`; an empty array is `[`, an empty line, `]`, as `JSONEncoder` writes it.
    static func array(_ elements: [String], indent: Int) -> String {
        let inner = String(repeating: "  ", count: indent + 1)
        let lines = elements.map { inner + $0 }
        return "[\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: "  ", count: indent) + "]"
    }

    /// A JSON string: `"` and `\` escaped, the short escapes for backspace, form feed, line feed,
    /// carriage return and tab, `\u00xx` (lower-case hex) for the other control characters, every
    /// other character (`/` and DEL included) as it is. Made from the UTF-8 bytes: every byte that needs
    /// an escape is an ASCII character of its own, and a text without one (the usual paths and digests)
    /// is copied whole.
    static func quoted(_ text: String) -> String {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == quote || $0 == backslash }) else {
            return "\"" + text + "\""
        }
        var bytes: [UInt8] = [quote]
        bytes.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            switch byte {
            case quote, backslash: bytes += [backslash, byte]
            case 0x08: bytes += [backslash, UInt8(ascii: "b")]
            case 0x0c: bytes += [backslash, UInt8(ascii: "f")]
            case 0x0a: bytes += [backslash, UInt8(ascii: "n")]
            case 0x0d: bytes += [backslash, UInt8(ascii: "r")]
            case 0x09: bytes += [backslash, UInt8(ascii: "t")]
            case ..<0x20: bytes += [backslash, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hexDigit(byte >> 4), hexDigit(byte & 0xf)]
            default: bytes.append(byte)
            }
        }
        bytes.append(quote)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The lower-case hexadecimal digit of `value` (0–15).
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}

extension ChangeJournal.Entry {
    /// The entry as a JSON object at `indent` levels, its absent values left out as `Codable` leaves them.
    func jsonText(indent: Int) -> String {
        var fields: [(key: String, value: String)] = [("kind", ChangeJournal.quoted(kind.rawValue)), ("path", ChangeJournal.quoted(path))]
        let optional: [(String, String?)] = [("staged", staged), ("after", after), ("before", before), ("backup", backup)]
        for case let (key, value?) in optional { fields.append((key, ChangeJournal.quoted(value))) }
        fields.sort { $0.key < $1.key }
        return ChangeJournal.object(fields, indent: indent)
    }
}
