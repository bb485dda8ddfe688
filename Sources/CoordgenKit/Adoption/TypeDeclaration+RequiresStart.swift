import SwiftSyntax

extension TypeDeclaration {
    /// Whether the protocol declares `func start()`: read from the summary, not the syntax tree.
    var requiresStart: Bool {
        functionNames.contains("start")
    }
}
