import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source text without its leading and trailing trivia, as `trimmedDescription` gives it,
    /// without copying the tree (which `trimmedDescription` does: a seventh of a large app's `tree` run
    /// went there). Trivia inside the node stays, as there.
    var textWithoutTrivia: String {
        let text = description
        let start = leadingTriviaLength.utf8Length
        let end = text.utf8.count - trailingTriviaLength.utf8Length
        guard start <= end else { return "" }
        let utf8 = text.utf8
        return String(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]) ?? trimmedDescription
    }
}
