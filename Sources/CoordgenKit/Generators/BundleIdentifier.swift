/// Checks bundle identifiers the way App Store Connect accepts them.
enum BundleIdentifier {
    /// The organization part of the default identifier, as in Xcode's own placeholder.
    static let defaultPrefix = "com.example"

    /// The identifier Xcode's App template gives a product: `prefix.<product>`, the product name's case
    /// kept and every character that is not an ASCII letter, digit or hyphen made a hyphen (Xcode's
    /// `rfc1034Identifier`), so `Hotel` gets `com.example.Hotel`, as in a project Xcode makes.
    static func defaultValue(forProduct product: String, prefix: String = defaultPrefix) -> String {
        let name = String(product.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : "-" })
        return "\(prefix).\(name)"
    }

    /// `id` when it is reverse-DNS made of letters, digits, hyphens and dots, with at least two parts.
    static func validated(_ id: String) throws(GeneratorError) -> String {
        let parts = id.split(separator: ".", omittingEmptySubsequences: false)
        let valid =
            parts.count >= 2
            && parts.allSatisfy { part in
                !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            }
        guard valid else { throw .invalidBundleIdentifier(id) }
        return id
    }
}

/// A quoted YAML scalar.
enum YAMLScalar {
    /// `text` in double quotes with YAML's escapes, so any organization name survives a round trip.
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
                    escaped += "\\x" + String(scalar.value, radix: 16).leftPadded(to: 2)
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return "\"\(escaped)\""
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
