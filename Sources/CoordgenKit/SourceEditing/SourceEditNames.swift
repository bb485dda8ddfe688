import SwiftSyntax

/// Names as declared in source, compared without the backticks that escape keywords.
enum SourceEditNames {
    /// The name a token spells without escaping backticks: `` `default` `` gives `default`.
    static func unescaped(_ token: TokenSyntax) -> String {
        unescaped(token.identifier?.name ?? token.text)
    }

    /// `name` without surrounding backticks.
    static func unescaped(_ name: String) -> String {
        if name.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") {
            return String(name.dropFirst().dropLast())
        }
        return name
    }
}
