import SwiftSyntax

/// A router class generic over the routes it holds (`final class Router<Route: Hashable>` with
/// `var path = NavigationPath()` and `func push(_ route: Route)`), which each coordinator stores
/// specialised to a route enum of its own (`var router: Router<ConnectionRoute>`,
/// `let router = Router<AppRoute>()`): inside the router the routes are its generic parameter, and the
/// enum a coordinator pushes is the argument it gives for that parameter.
struct GenericRouterArgument: Equatable {
    /// The router's generic parameter (`Route`).
    let parameter: String
    /// The route enum the coordinator gives for it (`ConnectionRoute`).
    let argument: String

    /// `type` with the parameter read as the argument (`ConnectionRoute` for `Route`), else `type`.
    func resolve(_ type: String) -> String { type == parameter ? argument : type }

    /// The argument as a pattern of the flow's name where it is named after the coordinator's flow
    /// (`{Name}Route` for `TreesRoute` given by `TreesCoordinator`): every flow gives its own enum so
    /// named, and a screen of another flow is a case of that flow's enum. Nil where the names differ.
    func enumPattern(forCoordinator coordinator: String) -> String? {
        guard let suffix = ProtocolFreeShapeDetector.suffixes.first(where: { coordinator.hasSuffix($0) && coordinator != $0 }) else {
            return nil
        }
        let flow = String(coordinator.dropLast(suffix.count))
        guard argument.hasPrefix(flow), argument != flow, argument.dropFirst(flow.count).first?.isUppercase == true else { return nil }
        return NamingScheme.placeholder + argument.dropFirst(flow.count)
    }

    /// The binding of `router`'s only generic parameter to the only argument of `arguments`; nil where
    /// the router is not generic over one parameter or the coordinator gives no single argument.
    static func binding(of router: TypeDeclaration, to arguments: [String]) -> GenericRouterArgument? {
        guard router.isGeneric, arguments.count == 1, let argument = arguments.first,
            let parameters = router.memberBlock?.parent?.as(ClassDeclSyntax.self)?.genericParameterClause?.parameters,
            parameters.count == 1, let parameter = parameters.first?.name.text
        else { return nil }
        return GenericRouterArgument(parameter: parameter, argument: argument)
    }

    /// The generic arguments of a property's type as written (`[ConnectionRoute]` of
    /// `Router<ConnectionRoute>`), or of the initialiser it is given (`Router<AppRoute>()`); empty where
    /// neither names any.
    static func arguments(of binding: PatternBindingSyntax) -> [String] {
        if let type = binding.typeAnnotation?.type {
            return arguments(ofType: type)
        }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
            let specialised = call.calledExpression.as(GenericSpecializationExprSyntax.self)
        else { return [] }
        return specialised.genericArgumentClause.arguments.map(\.argument.trimmedDescription)
    }

    private static func arguments(ofType type: TypeSyntax) -> [String] {
        let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? type
        guard let identifier = unwrapped.as(IdentifierTypeSyntax.self), let clause = identifier.genericArgumentClause else { return [] }
        return clause.arguments.map(\.argument.trimmedDescription)
    }

    /// The router class `Router<AppRoute>()` calls, where the initialiser is so specialised.
    static func specialisedClass(of value: ExprSyntax) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let specialised = call.calledExpression.as(GenericSpecializationExprSyntax.self),
            let called = specialised.expression.as(DeclReferenceExprSyntax.self)
        else { return nil }
        return called.baseName.text
    }
}
