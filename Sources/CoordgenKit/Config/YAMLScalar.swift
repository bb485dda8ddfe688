import Foundation

/// How `.coordgen.yml` writes a string: the one YAML quoting rule of coordgen.
enum YAMLScalar {
    /// `text` plain when YAML reads it back as the same string (`Hotel`, `com.example.hotel`), else in
    /// double quotes with YAML's escapes, so any value — an organization such as `"Example Inc."`, a path
    /// with a colon, a name with a control character — survives a round trip.
    static func scalar(_ text: String) -> String {
        let plainCharacters = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_./-"))
        let looksPlain =
            !text.isEmpty && text.unicodeScalars.allSatisfy(plainCharacters.contains) && !text.hasPrefix("-")
            && !["true", "false", "yes", "no", "null", "on", "off", "~"].contains(text.lowercased())
            && Double(text) == nil
        return looksPlain ? text : quoted(text)
    }

    /// `text` in double quotes with YAML's escapes.
    static func quoted(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    escaped += "\\x" + String(repeating: "0", count: max(0, 2 - hex.count)) + hex
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return "\"\(escaped)\""
    }
}
