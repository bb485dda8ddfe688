/// Swift's reserved words, as far as coordgen's generated names are concerned.
enum SwiftKeywords {
    /// Words that cannot be an identifier without backticks (declarations, statements, expressions and
    /// the `Any`/`Self`-style type keywords).
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super",
        "throws", "true", "try", "await", "consume", "copy", "discard", "each", "borrowing", "consuming",
        "macro", "package", "some", "any",
    ]

    /// Words that stay awkward even in backticks as an enum case referred to with a leading dot
    /// (`.self`, `.init`, `.Type`), so coordgen refuses them instead.
    static let unusableAsCase: Set<String> = ["self", "Self", "init", "deinit", "subscript", "Type", "Protocol", "_"]

    /// `name` as it must be written in Swift source: in backticks when it is a reserved word.
    static func escaped(_ name: String) -> String {
        reserved.contains(name) ? "`\(name)`" : name
    }
}
