import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text on one line, without comments: runs of whitespace become one space.
    var oneLine: String {
        let text = self.with(\.leadingTrivia, []).with(\.trailingTrivia, []).description
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}

extension DeclSyntax {
    /// The declaration without its doc comment, on one line.
    var requirementText: String {
        var copy = self
        copy.leadingTrivia = []
        return copy.oneLine
    }
}
