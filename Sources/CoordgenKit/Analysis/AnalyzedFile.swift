import SwiftSyntax

/// One Swift file of the analysed app, parsed, with the rule ids silenced on each of its lines.
public struct AnalyzedFile: Sendable {
    /// The path relative to the analysed folder, with `/` separators.
    public let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// Line → the rule ids a `// coordgen:ignore <rule-id>` comment silences on that line.
    let ignoredRules: [Int: Set<String>]

    /// The 1-based line on which `node` starts (its first token, not its leading comments).
    func line(of node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter, afterLeadingTrivia: true).line
    }

    /// Whether a finding of `ruleID` on `line` is silenced by a comment.
    func ignores(_ ruleID: String, on line: Int) -> Bool {
        ignoredRules[line].map { $0.contains(ruleID) || $0.contains("all") } ?? false
    }
}
