import SwiftParser
import SwiftSyntax

extension IdentifierRenamer {
    /// The argument labels that are exactly the old name (`showReservation(reservation:)`) of the
    /// functions the rename renames: in the declaration — with the parameter's uses in the body when
    /// the label is also its name — in calls, and in references (`#selector(showReservation(reservation:))`).
    /// A label of another function (one from another module included) is left alone.
    final class ExactLabelVisitor: SyntaxVisitor {
        let renamer: IdentifierRenamer
        var edits: [SourceTextEdit] = []

        init(renamer: IdentifierRenamer) {
            self.renamer = renamer
            super.init(viewMode: .sourceAccurate)
        }

        private func rename(_ token: TokenSyntax, to new: String) {
            let range = token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(SourceTextEdit(range: range, replacement: new))
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard renamer.renamesFunction(node.name) else { return .visitChildren }
            for parameter in node.signature.parameterClause.parameters {
                guard let new = renamer.exactWord(parameter.firstName) else { continue }
                rename(parameter.firstName, to: new)
                guard parameter.secondName == nil, let body = node.body else { continue }
                let uses = ParameterUses(name: parameter.firstName.text)
                uses.walk(body)
                uses.tokens.forEach { rename($0, to: new) }
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee =
                node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
                ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
            guard let callee, renamer.renamesFunction(callee) else { return .visitChildren }
            for argument in node.arguments {
                if let label = argument.label, let new = renamer.exactWord(label) { rename(label, to: new) }
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard let arguments = node.argumentNames, renamer.renamesFunction(node.baseName) else { return .visitChildren }
            for argument in arguments.arguments {
                if let new = renamer.exactWord(argument.name) { rename(argument.name, to: new) }
            }
            return .visitChildren
        }
    }
}
