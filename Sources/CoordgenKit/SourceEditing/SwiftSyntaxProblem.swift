import SwiftParser
import SwiftSyntax

/// The first syntax error of a tree, described in one line for refusal messages.
///
/// SwiftParserDiagnostics would word these better, but it is not a dependency of CoordgenKit;
/// this covers the common shapes: missing tokens, unexpected code and lexer errors.
struct SwiftSyntaxProblem {
    let line: Int?
    let message: String

    /// Finds the earliest missing token, unexpected code or lexical error in `tree`.
    static func first(in tree: SourceFileSyntax) -> SwiftSyntaxProblem {
        let finder = FirstProblemFinder(viewMode: .all)
        finder.walk(tree)
        guard let (position, message) = finder.found else {
            return SwiftSyntaxProblem(line: nil, message: "syntax error")
        }
        let line = SourceLocationConverter(fileName: "", tree: tree).location(for: position).line
        return SwiftSyntaxProblem(line: line, message: message)
    }
}

private final class FirstProblemFinder: SyntaxVisitor {
    var found: (AbsolutePosition, String)?

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        let code = node.trimmedDescription.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let shown = code.count > 40 ? String(code.prefix(40)) + "…" : code
        found = (node.positionAfterSkippingLeadingTrivia, "unexpected code '\(shown)'")
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if token.presence == .missing {
            // A missing token has no place of its own; like the compiler, point just after the previous real token.
            let anchor = token.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia ?? token.position
            found = (anchor, Self.expectation(for: token))
        } else if let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error {
            found = (token.positionAfterSkippingLeadingTrivia, "invalid token '\(token.text)' (\(diagnostic.kind))")
        }
        return .skipChildren
    }

    private static func expectation(for token: TokenSyntax) -> String {
        switch token.parent?.kind {
        case .missingDecl: return "expected declaration"
        case .missingExpr: return "expected expression"
        case .missingType: return "expected type"
        case .missingPattern: return "expected pattern"
        case .missingStmt: return "expected statement"
        default: break
        }
        if case .identifier = token.tokenKind {
            return "expected name"
        }
        let expected = "expected '\(token.text)'"
        if token.tokenKind == .rightBrace, let block = token.parent?.as(MemberBlockSyntax.self),
            let owner = block.parent.flatMap(Self.declarationKeyword)
        {
            return expected + " to end \(owner)"
        }
        return expected
    }

    private static func declarationKeyword(_ node: Syntax) -> String? {
        switch node.kind {
        case .enumDecl: return "enum"
        case .classDecl: return "class"
        case .structDecl: return "struct"
        case .protocolDecl: return "protocol"
        case .extensionDecl: return "extension"
        case .actorDecl: return "actor"
        default: return nil
        }
    }
}
