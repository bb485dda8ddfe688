import SwiftSyntax

/// A SwiftUI coordinator that builds the views of a route enum (`func destination(for route: Route) ->
/// some View`) while a separate router class holds the path and pushes onto it: the coordinator reaches
/// it through a property (`var router: Router { container.router }`, `let router = Router()`), and
/// `Router` is an `ObservableObject` or `@Observable` class with a settable `NavigationPath` or
/// `[Route]` and a one-argument method appending a `Route` to it.
///
/// The shape is recorded as the coordinator's routes, pushed and popped through the property
/// (`shape.routes.push: router.push`, `pop: router.pop`), so a new screen is a case of the enum, its
/// view a clause of the builder, and the coordinator's method calls `router.push(.giraffe)`, as the
/// app's views do.
struct RouterBesideCoordinatorShape {
    /// The coordinator's property holding the router (`router`).
    let property: String
    /// The router's class.
    let routerClass: String
    /// The router's path and its methods.
    let path: ProtocolFreeShapeDetector.Property
    let push: FunctionDeclSyntax
    let pop: FunctionDeclSyntax?
    /// The enum the router pushes.
    let enumName: String
    /// Where the router is generic over its routes (`Router<Route>`): its parameter and the enum the
    /// coordinator's property gives for it (`Router<ConnectionRoute>`).
    var generic: GenericRouterArgument? = nil

    /// The router `type` reaches through a property, where that router pushes an enum `type` builds
    /// views over; nil otherwise.
    static func find(for type: TypeDeclaration, viewBuilderOver: (String) -> Bool, detector: ProtocolFreeShapeDetector) -> Self? {
        for member in detector.allMembers(of: type) {
            guard let (property, routerClass, arguments) = routerProperty(member),
                let router = detector.index.declarations(named: routerClass).first(where: { $0.kind == .class }),
                router.name != type.name, ProtocolFreeShapeDetector.conformance(of: router) != nil || isObservable(router)
            else { continue }
            // A router generic over its routes (`Router<Route>`) pushes the enum the property gives it.
            let generic = GenericRouterArgument.binding(of: router, to: arguments)
            guard router.isGeneric == (generic != nil), let found = pathAndPush(of: router, generic: generic, detector: detector),
                viewBuilderOver(found.enumName)
            else { continue }
            var shape = RouterBesideCoordinatorShape(
                property: property, routerClass: routerClass, path: found.path, push: found.push, pop: found.pop, enumName: found.enumName)
            shape.generic = generic
            return shape
        }
        return nil
    }

    /// `router` and `Router` of `var router: Router { … }`, `let router: Router` or `let router = Router()`,
    /// with the generic arguments it is given (`ConnectionRoute` of `var router: Router<ConnectionRoute>`,
    /// `AppRoute` of `let router = Router<AppRoute>()`).
    private static func routerProperty(_ member: DeclSyntax) -> (String, String, [String])? {
        guard let variable = member.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        let arguments = GenericRouterArgument.arguments(of: binding)
        if let annotation = binding.typeAnnotation {
            let type = TypeText(syntax: annotation.type)
            let named = type.unwrapped.as(IdentifierTypeSyntax.self)?.name.text ?? type.baseName
            return type.isOptional ? nil : (name, named, arguments)
        }
        if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let called = call.calledExpression.as(DeclReferenceExprSyntax.self)
        {
            return (name, called.baseName.text, arguments)
        }
        if let value = binding.initializer?.value, let routerClass = GenericRouterArgument.specialisedClass(of: value) {
            return (name, routerClass, arguments)
        }
        return nil
    }

    private static func isObservable(_ type: TypeDeclaration) -> Bool {
        type.inherited.contains("ObservableObject") || type.attributes.contains("Observable")
    }

    /// The router's settable path, the method appending one route to it, the one taking the last away,
    /// and the enum of the routes.
    private static func pathAndPush(
        of router: TypeDeclaration, generic: GenericRouterArgument?, detector: ProtocolFreeShapeDetector
    ) -> (path: ProtocolFreeShapeDetector.Property, push: FunctionDeclSyntax, pop: FunctionDeclSyntax?, enumName: String)? {
        let resolve = { (type: String) in generic?.resolve(type) ?? type }
        let members = detector.allMembers(of: router)
        let functions = members.compactMap { $0.as(FunctionDeclSyntax.self) }
        guard
            let path = members.compactMap(ProtocolFreeShapeDetector.property).first(where: { property in
                property.settable && (property.type == "NavigationPath" || property.type.hasPrefix("["))
            })
        else { return nil }
        let element = path.type.hasPrefix("[") ? String(path.type.dropFirst().dropLast()) : nil
        guard
            let push = functions.first(where: { function in
                function.signature.parameterClause.parameters.count == 1
                    && (function.body?.description.contains("\(path.name).append(") ?? false)
                    && (element == nil || ProtocolFreeShapeDetector.parameterType(of: function) == element)
            }),
            let pushed = ProtocolFreeShapeDetector.parameterType(of: push).map({ resolve($0) }).map(ProtocolFreeShapeDetector.lastComponent),
            detector.index.declarations(named: pushed).contains(where: { $0.kind == .enum })
        else { return nil }
        let pops = functions.filter { function in
            let body = function.body?.description ?? ""
            return function.signature.parameterClause.parameters.isEmpty && (body.contains("removeLast()") || body.contains("popLast()"))
        }
        return (path, push, pops.first { $0.name.text == "pop" } ?? pops.first, pushed)
    }

    /// The routes recorded for the coordinator: the enum, its view builder, and the router's path and
    /// methods through the property; where the router has no pop, a screen's end takes the last route off
    /// its path (`router.path.removeLast()`).
    func routes(coordinator: String, viewBuilder: String, screenEnvironment: ScreenEnvironment?) -> RouteShape {
        // A generic router's enum named after the flow (`TreesRoute` of `TreesCoordinator`) is each flow's own.
        let pattern = generic?.enumPattern(forCoordinator: coordinator)
        return RouteShape(
            enum: pattern ?? enumName, perFlow: pattern != nil, firstRoute: nil, viewBuilder: viewBuilder,
            navigator: PropertyRequirement(name: path.name, type: pathType),
            push: "\(property).\(ProtocolFreeShapeDetector.methodName(push))", present: "present",
            pop: "\(property).\(pop?.name.text ?? "\(path.name).removeLast")", dismiss: "dismiss", ownStack: true, modal: nil,
            screenEnvironment: screenEnvironment)
    }

    /// The path's type as the coordinator sees it: `[ConnectionRoute]` for a generic router's `[Route]`.
    private var pathType: String {
        guard let generic, path.type.hasPrefix("["), path.type.hasSuffix("]") else { return path.type }
        return "[\(generic.resolve(String(path.type.dropFirst().dropLast())))]"
    }

    /// What `init` prints.
    func finding(coordinator: String, viewBuilder: String) -> String {
        "\(generic?.enumPattern(forCoordinator: coordinator).map { "each flow's \($0) (here \(enumName))" } ?? enumName) pushed by \(routerClass)\(generic.map { "<\($0.argument)>" } ?? "").\(ProtocolFreeShapeDetector.methodName(push)) onto \(routerClass).\(path.name), which \(coordinator) reaches through `\(property)`, shown by \(coordinator).\(viewBuilder); no presented enum (--present is refused)"
    }
}

extension ProtocolFreeShapeDetector {
    /// The routes of a coordinator whose router class beside it holds the path (``RouterBesideCoordinatorShape``),
    /// with the finding `init` prints; nil where it has no such router.
    func routesThroughRouter(of type: TypeDeclaration) -> (RouteShape, String)? {
        let functions = allMembers(of: type).compactMap { $0.as(FunctionDeclSyntax.self) }
        guard
            let router = RouterBesideCoordinatorShape.find(
                for: type, viewBuilderOver: { viewBuilder(in: functions, over: $0) != nil }, detector: self),
            let builder = viewBuilder(in: functions, over: router.enumName)
        else { return nil }
        let name = Self.swiftName(builder)
        let routes = router.routes(coordinator: type.name, viewBuilder: name, screenEnvironment: screenEnvironment(of: type))
        return (routes, router.finding(coordinator: type.name, viewBuilder: name))
    }
}
