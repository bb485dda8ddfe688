import SwiftSyntax

/// Finds calls such as `AppCoordinator(navigationController)` or `SettingsFlowView(onClose: …)` that
/// create one of `names`, with the call.
final class CreatedTypeFinder: SyntaxVisitor {
    let names: Set<String>
    var found: [(String, FunctionCallExprSyntax)] = []

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), names.contains(reference.baseName.text) {
            found.append((reference.baseName.text, node))
        }
        return .visitChildren
    }
}
