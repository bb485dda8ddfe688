import SwiftSyntax

/// A `switch` over a value of one of the flow's own enums (`func makeViewController(for route:
/// CartRoute) { switch route { case .cart: … } }` in a composer the copy does not copy): the copy
/// renames the enum rather than extending it (`ZebraRoute`), so the original never gains the new case
/// and a clause copied there (`case .zebra:`) could never match. Such a clause is not wiring.
extension ExampleWiringSites {
    static func switchesOverOwnType(_ clause: SwitchCaseSyntax, ownTypes: Set<String>) -> Bool {
        var node = clause.parent
        while let current = node, !current.is(SwitchExprSyntax.self) { node = current.parent }
        guard let subject = node?.as(SwitchExprSyntax.self)?.subject.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        while let current = node, !current.is(FunctionDeclSyntax.self), !current.is(InitializerDeclSyntax.self) { node = current.parent }
        let parameters = node?.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
            ?? node?.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
        guard let parameter = parameters?.first(where: { ($0.secondName ?? $0.firstName).text == subject }) else { return false }
        return ownTypes.contains(baseName(parameter.type))
    }
}
