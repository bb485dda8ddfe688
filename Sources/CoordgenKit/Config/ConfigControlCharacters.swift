import Yams

/// Refuses a `.coordgen.yml` value holding a control character: a NUL (`name: "Ho\0tel"`) or an escape
/// would be written into the header of every generated file. The config arrives with a cloned
/// repository, so its values are someone else's input.
///
/// Line breaks and tabs are text in the values that hold templates and statements (`header`, the
/// `shape` and `format` sections), but not in a name, an identifier or a path.
enum ConfigControlCharacters {
    /// Values that are one line: names, identifiers and paths.
    private static let singleLineKeys: Set<String> = [
        "name", "style", "organization", "bundleId", "templates", "xcodeproj", "module",
    ]

    /// The first value under `node` holding a control character: its key (`name`, `paths.screens`,
    /// `project.testFolders.0`) and the character, escaped (`\0`, `\u{1B}`).
    static func first(in node: Node, path: String = "") -> (key: String, character: String)? {
        if let mapping = node.mapping {
            for (key, value) in mapping {
                let name = key.string ?? ""
                if let found = first(inKey: name, path: path) { return found }
                if let found = first(in: value, path: path.isEmpty ? name : "\(path).\(name)") { return found }
            }
        } else if let sequence = node.sequence {
            for (index, element) in sequence.enumerated() {
                if let found = first(in: element, path: "\(path).\(index)") { return found }
            }
        } else if let text = node.string {
            let singleLine = singleLineKeys.contains(path) || path.hasPrefix("paths.")
            if let character = text.unicodeScalars.first(where: { isRefused($0, singleLine: singleLine) }) {
                return (path, escaped(character))
            }
        }
        return nil
    }

    private static func first(inKey key: String, path: String) -> (key: String, character: String)? {
        guard let character = key.unicodeScalars.first(where: { isRefused($0, singleLine: true) }) else { return nil }
        return (path.isEmpty ? escapedText(key) : "\(path).\(escapedText(key))", escaped(character))
    }

    private static func isRefused(_ scalar: Unicode.Scalar, singleLine: Bool) -> Bool {
        guard scalar.properties.generalCategory == .control else { return false }
        return singleLine || !(scalar == "\n" || scalar == "\r" || scalar == "\t")
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\0": return "\\0"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }

    private static func escapedText(_ text: String) -> String {
        text.unicodeScalars.map { isRefused($0, singleLine: true) ? escaped($0) : String($0) }.joined()
    }
}
