import SwiftParser
import SwiftSyntax

extension IdentifierRenamer {
    final class DeclarationNameCollector: SyntaxVisitor {
        var names: Set<String> = []

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            names.insert(SourceEditNames.unescaped(node.name))
            return .visitChildren
        }

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            names.insert(SourceEditNames.unescaped(node.identifier))
            return .visitChildren
        }

        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            names.insert(SourceEditNames.unescaped(node.name))
            return .visitChildren
        }

        /// A parameter's label and name (`show(reservationID:)`), renamed at its calls too.
        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            for token in [node.firstName, node.secondName].compactMap({ $0 }) where token.tokenKind != .wildcard {
                names.insert(SourceEditNames.unescaped(token))
            }
            return .visitChildren
        }

        /// An associated value's label (`case receipt(reservationID: Int)`).
        override func visit(_ node: EnumCaseParameterSyntax) -> SyntaxVisitorContinueKind {
            for token in [node.firstName, node.secondName].compactMap({ $0 }) where token.tokenKind != .wildcard {
                names.insert(SourceEditNames.unescaped(token))
            }
            return .visitChildren
        }

        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            if node.name.tokenKind != .wildcard { names.insert(SourceEditNames.unescaped(node.name)) }
            return .visitChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            for token in [node.firstName, node.secondName].compactMap({ $0 }) where token.tokenKind != .wildcard {
                names.insert(SourceEditNames.unescaped(token))
            }
            return .visitChildren
        }
    }
}
