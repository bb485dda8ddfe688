import SwiftSyntax

/// Finds calls such as `AppCoordinator(navigationController)` or `SettingsFlowView(onClose: …)` that
/// create one of `names`, with the call.
///
/// Where `countsMetatypeArguments`, a call given the type itself (`CoordinatorFactory.create(type:
/// AppCoordinator.self)`) counts as creating it too: launch code that has a factory make its root.
final class CreatedTypeFinder: SyntaxVisitor {
    let names: Set<String>
    let countsMetatypeArguments: Bool
    var found: [(String, FunctionCallExprSyntax)] = []

    init(names: Set<String>, countsMetatypeArguments: Bool = false) {
        self.names = names
        self.countsMetatypeArguments = countsMetatypeArguments
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = Self.createdType(by: node), names.contains(name) {
            found.append((name, node))
        } else if countsMetatypeArguments {
            for name in Self.metatypeArguments(of: node) where names.contains(name) { found.append((name, node)) }
        }
        return .visitChildren
    }

    /// The types a call is given as metatypes (`T.self`).
    private static func metatypeArguments(of call: FunctionCallExprSyntax) -> [String] {
        call.arguments.compactMap { argument in
            guard let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`self`)
            else { return nil }
            return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
    }

    /// The type a call creates: `T(…)`, `T.init(…)`, or `.init(…)` bound to a name declared `: T`.
    private static func createdType(by call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`)
        else { return nil }
        if let base = member.base { return base.as(DeclReferenceExprSyntax.self)?.baseName.text }
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) else { return nil }
        return binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text
    }
}
