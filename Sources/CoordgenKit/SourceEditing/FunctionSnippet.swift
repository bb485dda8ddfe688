import SwiftParser
import SwiftSyntax

/// A function declaration given as source text (doc comment included) to be inserted into a type.
struct FunctionSnippet {
    /// The snippet with `\n` line endings and no leading or trailing blank lines.
    let text: String
    /// The function's base name without backticks, e.g. `openPaymentCoordinator`.
    let name: String
    let declaration: FunctionDeclSyntax

    /// Parses `source`, which must hold exactly one function declaration and no syntax error.
    init(_ source: String) throws {
        let text = SnippetIndenter.trimmingBlankLines(SnippetIndenter.normalizingLineEndings(source))
        let tree = Parser.parse(source: text)
        guard !tree.hasError else {
            let problem = SwiftSyntaxProblem.first(in: tree)
            throw SourceEditError.invalidSnippet("line \(problem.line ?? 0): \(problem.message)")
        }
        guard tree.statements.count == 1,
            let function = tree.statements.first?.item.as(FunctionDeclSyntax.self)
        else {
            throw SourceEditError.invalidSnippet("expected exactly one function declaration")
        }
        self.text = text
        self.name = SourceEditNames.unescaped(function.name)
        self.declaration = function
    }

    /// The snippet's text with `modifier` (`public`) first among its modifiers, its doc comment kept in
    /// front; unchanged when it has an access modifier already.
    func leadingModifier(_ modifier: Keyword) -> String {
        let access: Set<String> = ["public", "private", "fileprivate", "internal", "package", "open"]
        guard !declaration.modifiers.contains(where: { access.contains($0.name.text) }) else { return text }
        var added = DeclModifierSyntax(name: .keyword(modifier, trailingTrivia: .space))
        var changed = declaration
        // The new modifier takes the place, and so the leading trivia (doc comment, line break after the
        // attributes), of what came first after the attributes.
        if var first = declaration.modifiers.first {
            added.leadingTrivia = first.leadingTrivia
            first.leadingTrivia = []
            changed.modifiers = DeclModifierListSyntax([added, first] + declaration.modifiers.dropFirst())
        } else {
            added.leadingTrivia = declaration.funcKeyword.leadingTrivia
            changed.funcKeyword.leadingTrivia = []
            changed.modifiers = DeclModifierListSyntax([added])
        }
        return changed.description
    }

    /// Whether the function has a body, as a class method must.
    var hasBody: Bool {
        declaration.body != nil
    }

    /// The protocol requirement for this function: same doc comment, attributes and signature, without
    /// the body and without modifiers that protocols reject (`public`, `final`, `override`, ...).
    var requirementText: String {
        let rejected: Set<String> = [
            "public", "private", "fileprivate", "internal", "package", "open",
            "final", "override", "dynamic", "required", "convenience",
        ]
        let kept = declaration.modifiers.filter { !rejected.contains($0.name.text) }
        // The doc comment is leading trivia of whichever token comes first, which may be a removed modifier.
        let requirement =
            declaration
            .with(\.modifiers, kept)
            .with(\.body, nil)
            .with(\.leadingTrivia, declaration.leadingTrivia)
            .with(\.trailingTrivia, [])
        return requirement.description
    }
}
