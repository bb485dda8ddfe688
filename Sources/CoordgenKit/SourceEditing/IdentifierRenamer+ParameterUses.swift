import SwiftParser
import SwiftSyntax

extension IdentifierRenamer {
    /// The uses of a parameter named `name` in a function's body: references to it, not members of
    /// something else that share its name (`self.reservation`, `.reservation`).
    final class ParameterUses: SyntaxVisitor {
        let name: String
        var tokens: [TokenSyntax] = []

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let isMember = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
            if !isMember, node.argumentNames == nil, node.baseName.text == name { tokens.append(node.baseName) }
            return .visitChildren
        }
    }
}
