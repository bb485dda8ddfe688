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
