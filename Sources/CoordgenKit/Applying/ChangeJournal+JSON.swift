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
    /// other character (`/` and DEL included) as it is.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\u{8}": result += "\\b"
            case "\u{c}": result += "\\f"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{0}"..."\u{1f}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
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
