import SwiftSyntax

/// The function of a view that its `.navigationDestination(for: Route.self)` hands each route to, where
/// the modifier does not switch over the route itself: a closure calling it (`{ destination($0) }`,
/// `{ route in navigate(route: route) }`, `{ self.build($0) }`) or the function named as the
/// destination (`destination: navigate(route:)`). That function (`@ViewBuilder private func
/// destination(_ route: Route) -> some View { switch route { … } }`) is where the view maps the routes,
/// so a new screen's clause goes into its switch.
enum DelegatedDestinationBuilder {
    /// The function the modifier's closure or `destination:` argument calls on the view itself, as Swift
    /// names it (`destination(_:)`, `navigate(route:)`), or its base name alone where the closure names
    /// it without labels (`destination: navigate`); nil where the modifier calls none, or calls it on
    /// another value (`coordinator.build($0)`).
    static func calledFunction(of modifier: FunctionCallExprSyntax) -> String? {
        let destination = modifier.trailingClosure.map(ExprSyntax.init)
            ?? modifier.arguments.first(where: { $0.label?.text != "for" }).map(\.expression)
        return destination.flatMap(calledFunction(in:))
    }

    /// The function of the view that a modifier of the app wrapping `.navigationDestination(for:)` hands
    /// each route to, where the view's own call names no route type
    /// (`.routerDestination(router: router, destination: navigationDestination)`, `.destinations { route(to: $0) }`):
    /// a call not named `navigationDestination` whose trailing closure or one of its arguments names a
    /// function among `functions` taking one of `routeTypes`, returning `some View` and switching over
    /// it; nil otherwise. (That the modifier is one of the app's, wrapping `.navigationDestination(for:)`,
    /// is checked where the declarations are known: ``DestinationViews``.)
    static func wrappedDestination(
        of call: FunctionCallExprSyntax, routeTypes: [String], among functions: [FunctionDeclSyntax]
    ) -> FunctionDeclSyntax? {
        guard let modifier = modifierName(of: call), modifier != "navigationDestination" else { return nil }
        let handed = (call.trailingClosure.map { [ExprSyntax($0)] } ?? []) + call.arguments.reversed().map(\.expression)
        for expression in handed {
            guard let called = calledFunction(in: expression), let function = function(called, among: functions),
                let type = function.signature.parameterClause.parameters.first?.type.trimmedDescription, routeTypes.contains(type),
                function.signature.returnClause?.type.trimmedDescription.hasPrefix("some View") == true, switches(function)
            else { continue }
            return function
        }
        return nil
    }

    /// `routerDestination` of `.routerDestination(…)` or `routerDestination(…)`.
    static func modifierName(of call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The function a destination expression names or calls on the view itself.
    private static func calledFunction(in destination: ExprSyntax) -> String? {
        if let reference = destination.as(DeclReferenceExprSyntax.self) { return swiftName(of: reference) }
        if let member = destination.as(MemberAccessExprSyntax.self), isSelf(member.base) {
            return swiftName(of: member.declName)
        }
        guard let closure = destination.as(ClosureExprSyntax.self), closure.statements.count == 1,
            let only = closure.statements.first?.item.as(ExprSyntax.self),
            let call = only.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.trailingClosure == nil
        else { return nil }
        let callee = call.calledExpression
        let name: DeclReferenceExprSyntax
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference
        } else if let member = callee.as(MemberAccessExprSyntax.self), isSelf(member.base) {
            name = member.declName
        } else {
            return nil
        }
        let label = call.arguments.first?.label?.text ?? "_"
        return "\(name.baseName.text)(\(label):)"
    }

    /// The function among `functions` that `called` names (by base name and labels, or by base name alone
    /// where `called` has no labels and one function of one parameter bears it).
    static func function(_ called: String, among functions: [FunctionDeclSyntax]) -> FunctionDeclSyntax? {
        let base = SourceEditNames.unescaped(String(called.prefix { $0 != "(" }))
        let named = functions.filter { SourceEditNames.unescaped($0.name) == base && $0.signature.parameterClause.parameters.count == 1 }
        guard called.contains("(") else { return named.count == 1 ? named.first : nil }
        return named.first { swiftName(of: $0) == called }
    }

    /// `name(label:)` of a one-parameter function declaration.
    static func swiftName(of function: FunctionDeclSyntax) -> String {
        "\(function.name.text)(\(function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()))"
    }

    /// Whether `function` maps routes: its body has a `switch` over its parameter.
    static func switches(_ function: FunctionDeclSyntax) -> Bool {
        guard let body = function.body, let parameter = function.signature.parameterClause.parameters.first else { return false }
        let name = (parameter.secondName ?? parameter.firstName).text
        return SwiftDeclarationLookup.all(SwitchExprSyntax.self, in: body) { candidate in
            let subject = candidate.subject.trimmedDescription
            return subject == name || subject.hasPrefix("\(name).")
        }.isEmpty == false
    }

    private static func swiftName(of reference: DeclReferenceExprSyntax) -> String {
        guard let names = reference.argumentNames else { return reference.baseName.text }
        return "\(reference.baseName.text)(\(names.arguments.map { "\($0.name.text):" }.joined()))"
    }

    private static func isSelf(_ base: ExprSyntax?) -> Bool {
        base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}
