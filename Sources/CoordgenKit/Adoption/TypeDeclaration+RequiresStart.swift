import SwiftSyntax

extension TypeDeclaration {
    /// Whether the protocol declares `func start()`.
    var requiresStart: Bool {
        members?.contains { $0.decl.as(FunctionDeclSyntax.self)?.name.text == "start" } ?? false
    }
}
