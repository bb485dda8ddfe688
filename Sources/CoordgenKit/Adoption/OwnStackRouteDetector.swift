import SwiftSyntax

/// Reads the SwiftUI family where every coordinator holds its own navigation state: the protocol
/// requires the path (`var path: NavigationPath { get set }`, `var stack: [Destination] { get set }`),
/// a `Hashable` route enum lists what a flow pushes (an associated type each coordinator nests, or one
/// enum for the app), a view builder switches over it (in the protocol, or in the coordinators), and a
/// protocol extension pushes and pops (`push(_:)`, `show(_:)`, `pop()`, `back()`).
///
/// Where the protocol names no route type (`var path: NavigationPath` and `func push(_ screen: Screen)`),
/// the enum is the one the push requirement takes; the push and pop may then be the base class's, and
/// the view builders the coordinators' own extensions (`extension TabCoordinator { func build(_ screen:
/// Screen) -> some View }`).
///
/// The swiftui style's own shape keeps the path in a shared navigator instead; that one is read by
/// ``FamilyShapeDetector``, and this runs only where it found none.
struct OwnStackRouteDetector {
    let index: DeclarationIndex
    let declaration: TypeDeclaration
    /// The members of the base class coordinators inherit from, where the shape records one: its push
    /// and pop count as the protocol extension's.
    var baseMembers: [DeclSyntax] = []
    /// The app's files, where the views that present a flow's modal enum are (for routes the
    /// coordinators hold themselves).
    var files: [SourceFile] = []

    /// The route shape, with the requirements it accounts for taken out of `shape.otherRequirements`;
    /// nil when the protocol does not require a path of routes.
    func routes(of shape: inout ProtocolShape) -> RouteShape? {
        let members = (declaration.members ?? []).map(\.decl)
        let extensionMethods = (index.extensions(of: declaration.name).flatMap { Array($0.members ?? []) }.map(\.decl) + baseMembers)
            .compactMap { $0.as(FunctionDeclSyntax.self) }
        let requirement = AssociatedRouteRequirement(index: index, declaration: declaration)
        let coordinators = CoordinatorConformances(index: index, protocolName: declaration.name).coordinators.map(\.type)
        let associated = hashableAssociatedTypes(in: members).union(requirement.refinedHashableTypes(in: members))
            .union(requirement.nestedHashableTypes(in: members, coordinators: coordinators))
        guard
            var (path, enumName) = members.lazy.compactMap({
                pathProperty($0, associated: associated, members: members, implementations: extensionMethods, coordinators: coordinators)
            }).first
        else { return routesHeldByCoordinators(of: &shape) }
        let routeStruct = routeStruct(wrapping: enumName, on: path, methods: extensionMethods)
        // An associated type each coordinator meets with an enum of another name (`enum Pages`): its
        // builder and push take that enum.
        let boundEarly = earlyBoundEnum(
            associated: associated, enumName: enumName, coordinators: coordinators, path: path.name, members: members)
        // Each coordinator binds the associated type by a typealias to an enum of its flow's name
        // (`typealias Route = ProfileRoute`): its view builder takes that enum.
        let aliasedPerFlow =
            boundEarly == nil && routeStruct == nil && associated.contains(enumName)
            ? AssociatedRouteAliasedPerFlow(associated: enumName, coordinators: coordinators, index: index) : nil
        var routeTypes: Set<String> = [enumName]
        if let routeStruct { routeTypes.insert(routeStruct.type) }
        if let boundEarly { routeTypes.insert(boundEarly) }
        if let aliasedPerFlow { routeTypes.formUnion(aliasedPerFlow.enums) }
        let takesRoute = { (function: FunctionDeclSyntax) in
            function.signature.parameterClause.parameters.first.map { routeTypes.contains(TypeText(syntax: $0.type).baseName) } ?? false
        }
        // No push or view builder for every coordinator: each may declare its own.
        guard
            let builder = viewBuilder(
                members: members, coordinators: coordinators, enumName: boundEarly ?? enumName, takesRoute: takesRoute),
            let push = pushMethod(members: members, methods: extensionMethods, takesRoute: takesRoute)
                ?? pathAppend(path, associated: associated.contains(enumName), coordinators: coordinators, takesRoute: takesRoute)
        else { return routesHeldByCoordinators(of: &shape) }
        let firstRoute = members.compactMap(FamilyShapeDetector.storedProperty).first { $0.1.baseName == enumName }?.0
        let consumed = consumedRequirements(
            members: members, enumName: enumName, names: Set([path.name, firstRoute].compactMap { $0 }), builder: builder, push: push,
            popProvided: popMethod(in: extensionMethods) != nil)
        shape.otherRequirements.removeAll(where: consumed.contains)
        if declaration.inherited.contains("ObservableObject") { shape.classBound = true }
        let found = Found(
            path: path, enumName: enumName, firstRoute: firstRoute, builder: builder, push: push, routeStruct: routeStruct,
            associatedRoute: associated.contains(enumName), coordinators: coordinators, extensionMethods: extensionMethods)
        let flowView = consumeFlowView(members: members, of: &shape)
        var routes = found.routes(in: self)
        routes.flowView = flowView
        if let aliasedPerFlow, !routes.perFlow {
            // A new flow declares `enum ZebraRoute` at the top level and binds the associated type to it.
            routes.enum = aliasedPerFlow.pattern
            routes.perFlow = true
            shape.associatedTypes = (shape.associatedTypes ?? []) + [aliasedPerFlow.witness(of: enumName)]
        } else if routes.perFlow, found.associatedRoute {
            routes.enumConformances = requirement.enumConformances(of: routes.enum, in: coordinators)
        }
        return routes
    }

    /// What ``routes(of:)`` found of the protocol: its path, route enum, view builder and push.
    private struct Found {
        var path: PropertyRequirement
        var enumName: String
        let firstRoute: String?
        let builder: ViewBuilder
        let push: Push
        let routeStruct: StructRouteShape?
        /// Whether the route enum is an associated type of the protocol.
        let associatedRoute: Bool
        let coordinators: [TypeDeclaration]
        let extensionMethods: [FunctionDeclSyntax]

        /// The route shape, with the enum each coordinator nests where it binds the associated type to
        /// one of another name.
        func routes(in detector: OwnStackRouteDetector) -> RouteShape {
            var (path, enumName) = (path, enumName)
            let index = detector.index
            var perFlow = coordinators.contains { coordinator in
                index.types.contains { $0.kind == .enum && $0.qualifiedName == "\(coordinator.name).\(enumName)" }
            }
            let routeMethods = Set([RouteShape.baseName(builder.name), RouteShape.baseName(push.name)])
            let ownPop = detector.popMethod(in: extensionMethods)
            var pop = ownPop?.name.text ?? (push.method == nil ? "\(path.name).removeLast" : "pop")
            if !perFlow, routeStruct == nil, associatedRoute,
                let bound = AssociatedRouteBinding(index: index).nestedEnum(
                    boundTo: enumName, by: coordinators, path: path.name, methods: routeMethods)
            {
                // Each coordinator nests an enum of another name that Swift binds the associated type to.
                path.type = AssociatedRouteBinding.navigatorType(path.type, associated: enumName, bound: bound)
                enumName = bound
                perFlow = true
                // No pop for every coordinator: a screen's end takes the last route off the path itself.
                if ownPop == nil, path.type.hasPrefix("[") { pop = "\(path.name).removeLast" }
            }
            var routes = RouteShape(
                enum: enumName, perFlow: perFlow, firstRoute: firstRoute, viewBuilder: builder.name,
                navigator: path, push: push.name, present: "present", pop: pop, dismiss: "dismiss", ownStack: true)
            if builder.mappedInViews { routes.destinationsInViews = true }
            if !push.isProvided { routes.flowsDeclarePush = true }
            routes.routeStruct = routeStruct
            if let structType = routeStruct?.type,
                push.method?.signature.parameterClause.parameters.first.map({ TypeText(syntax: $0.type).baseName == structType }) == true
            {
                routes.routeStruct?.pushesStruct = true
            }
            return routes
        }
    }

    /// The view builder a flow's routes are shown by: required by the protocol, else written alike by
    /// the coordinators, else none when the views that show the stacks map the routes themselves.
    private struct ViewBuilder {
        let required: FunctionDeclSyntax?
        let name: String
        let mappedInViews: Bool
    }

    /// The push: a method of the protocol extension (or base class) that takes a route and appends it
    /// for every coordinator (`isProvided`), else the requirement each coordinator implements.
    private struct Push {
        /// Nil where the coordinators append to their path themselves (``pathAppend``).
        let method: FunctionDeclSyntax?
        let isProvided: Bool
        /// As the shape records it: `push(_:)`, or `navigationPath.append` through the path.
        var name: String { method.map(ProtocolFreeShapeDetector.methodName) ?? appended }
        var appended = ""
    }

    /// Where no method pushes a route and the route type is the protocol's associated type, the path's
    /// own `append`, as the coordinators push in methods of their own (`navigationPath.append(.profile)`).
    /// Nil where a coordinator declares a method taking a route (its own push, which
    /// ``routesHeldByCoordinators(of:)`` reads).
    private func pathAppend(
        _ path: PropertyRequirement, associated: Bool, coordinators: [TypeDeclaration], takesRoute: (FunctionDeclSyntax) -> Bool
    ) -> Push? {
        guard associated, !coordinators.isEmpty else { return nil }
        let ownPush = coordinators.contains { coordinator in
            index.members(of: coordinator)
                .compactMap { $0.decl.as(FunctionDeclSyntax.self) }
                .contains { takesRoute($0) && $0.signature.returnClause == nil }
        }
        return ownPush ? nil : Push(method: nil, isProvided: true, appended: "\(path.name).append")
    }

    /// The enum nested in every coordinator that the associated route type `enumName` is bound to, where
    /// none nests `enumName` itself: bound by a typealias, the path, or a required method taking it.
    private func earlyBoundEnum(
        associated: Set<String>, enumName: String, coordinators: [TypeDeclaration], path: String, members: [DeclSyntax]
    ) -> String? {
        guard associated.contains(enumName),
            !coordinators.contains(where: { coordinator in
                index.types.contains { $0.kind == .enum && $0.qualifiedName == "\(coordinator.qualifiedName).\(enumName)" }
            })
        else { return nil }
        let methods = Set(
            members.compactMap { $0.as(FunctionDeclSyntax.self) }.filter { function in
                function.signature.parameterClause.parameters.first.map { TypeText(syntax: $0.type).baseName == enumName } ?? false
            }.map(\.name.text))
        return AssociatedRouteBinding(index: index).nestedEnum(boundTo: enumName, by: coordinators, path: path, methods: methods)
    }

    /// The protocol's associated types that are `Hashable` (candidates for the route enum).
    private func hashableAssociatedTypes(in members: [DeclSyntax]) -> Set<String> {
        Set(
            members.compactMap { $0.as(AssociatedTypeDeclSyntax.self) }.filter { associated in
                associated.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "Hashable" } ?? false
            }.map(\.name.text))
    }

    /// A path of structs wrapping the enum (`[Route]` of `struct Route { let destination: Destination }`):
    /// the view builder takes the struct, the push either.
    private func routeStruct(wrapping enumName: String, on path: PropertyRequirement, methods: [FunctionDeclSyntax]) -> StructRouteShape? {
        let structReader = StructRouteReader(index: index)
        return pathElementName(path).flatMap { structReader.read($0) }?.shape
            ?? methods.lazy.compactMap { structReader.appended(by: $0, wrapping: enumName) }.first
            ?? methods.lazy.compactMap { method in
                ProtocolFreeShapeDetector.parameterType(of: method).flatMap(structReader.read).flatMap { $0.enumName == enumName ? $0.shape : nil }
            }.first
    }

    private func viewBuilder(
        members: [DeclSyntax], coordinators: [TypeDeclaration], enumName: String, takesRoute: (FunctionDeclSyntax) -> Bool
    ) -> ViewBuilder? {
        let required = members.compactMap { $0.as(FunctionDeclSyntax.self) }.first { takesRoute($0) && $0.signature.returnClause != nil }
        let written = coordinators.lazy.flatMap { coordinator in
            index.members(of: coordinator)
                .compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        }
            .first { takesRoute($0) && $0.signature.returnClause?.type.trimmedDescription.hasPrefix("some View") == true }
        if let builder = required ?? written {
            // Every label: a builder taking more than the route (`build(page:args:)`) is named as it is.
            let labels = builder.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            return ViewBuilder(required: required, name: "\(builder.name.text)(\(labels.isEmpty ? "_:" : labels))", mappedInViews: false)
        }
        guard !DestinationViews.mapping(enumName, of: coordinators.map(\.name), in: index).isEmpty else { return nil }
        return ViewBuilder(required: nil, name: DestinationViews.builderForNewFlows, mappedInViews: true)
    }

    private func pushMethod(members: [DeclSyntax], methods: [FunctionDeclSyntax], takesRoute: (FunctionDeclSyntax) -> Bool) -> Push? {
        if let provided = methods.first(where: { takesRoute($0) && ($0.body?.description.contains(".append(") ?? false) }) {
            return Push(method: provided, isProvided: true)
        }
        let required = members.compactMap { $0.as(FunctionDeclSyntax.self) }.first {
            takesRoute($0) && $0.signature.returnClause == nil && $0.signature.parameterClause.parameters.count == 1
        }
        return required.map { Push(method: $0, isProvided: false) }
    }

    /// The pop: a method without parameters that removes the path's last route, `pop` if one is so named.
    fileprivate func popMethod(in methods: [FunctionDeclSyntax]) -> FunctionDeclSyntax? {
        let pops = methods.filter { method in
            let body = method.body?.description ?? ""
            return method.signature.parameterClause.parameters.isEmpty
                && (body.contains("removeLast()") || body.contains("popLast()"))
        }
        return pops.first { $0.name.text == "pop" } ?? pops.first
    }

    /// What the route shape accounts for is no longer an unknown requirement; nor are the associated
    /// types the requirements it consumes use (the view builder's `some View` type).
    private func consumedRequirements(
        members: [DeclSyntax], enumName: String, names: Set<String>, builder: ViewBuilder, push: Push, popProvided: Bool
    ) -> Set<String> {
        let builderTypes = Set([builder.required?.signature.returnClause.map { TypeText(syntax: $0.type).baseName }].compactMap { $0 })
        return Set(
            members.filter { member in
                if let associatedType = member.as(AssociatedTypeDeclSyntax.self) {
                    return associatedType.name.text == enumName || builderTypes.contains(associatedType.name.text)
                }
                if let required = builder.required, Syntax(required).id == Syntax(member).id { return true }
                if !push.isProvided, let method = push.method, Syntax(method).id == Syntax(member).id { return true }
                // Flows that declare their push declare their `pop()` beside it (the own-stack template's),
                // where no protocol extension nor base class provides one.
                if !push.isProvided, !popProvided, push.method != nil, let function = member.as(FunctionDeclSyntax.self), function.name.text == "pop",
                    function.signature.parameterClause.parameters.isEmpty, function.signature.returnClause == nil
                {
                    return true
                }
                return FamilyShapeDetector.storedProperty(member).map { names.contains($0.0) } ?? false
            }.map(\.requirementText))
    }

    /// The element of an array path (`Route` of `[Route]`); nil for a `NavigationPath`.
    private func pathElementName(_ path: PropertyRequirement) -> String? {
        guard path.type.hasPrefix("["), path.type.hasSuffix("]") else { return nil }
        return String(path.type.dropFirst().dropLast())
    }

    /// A settable property holding the routes pushed: a `NavigationPath` of the protocol's `Hashable`
    /// associated type (the only one), or an array of an associated type or of an enum of the app.
    private func pathProperty(
        _ member: DeclSyntax, associated: Set<String>, members: [DeclSyntax], implementations: [FunctionDeclSyntax],
        coordinators: [TypeDeclaration]
    ) -> (PropertyRequirement, String)? {
        guard let (name, type) = FamilyShapeDetector.storedProperty(member), !type.isOptional else { return nil }
        let settable = member.as(VariableDeclSyntax.self)?.bindings.first?.accessorBlock?.description.contains("set") == true
        // A get-only path of an associated type every coordinator stores as a variable of its own.
        let elementIsAssociated = type.unwrapped.as(ArrayTypeSyntax.self).map { associated.contains(TypeText(syntax: $0.element).baseName) }
        guard settable || (elementIsAssociated == true && AssociatedRouteRequirement.storedByEvery(name, coordinators: coordinators))
        else { return nil }
        let requirement = PropertyRequirement(name: name, type: type.syntax.trimmedDescription)
        if type.baseName == "NavigationPath" {
            if associated.isEmpty, let pushed = pushedEnum(onto: name, members: members, implementations: implementations) {
                return (requirement, pushed)
            }
            return associated.count == 1 ? associated.first.map { (requirement, $0) } : nil
        }
        guard let element = type.unwrapped.as(ArrayTypeSyntax.self).map({ TypeText(syntax: $0.element).baseName }) else { return nil }
        if let (_, wrapped) = StructRouteReader(index: index).read(element) { return (requirement, wrapped) }
        guard associated.contains(element) || index.type(named: element, kinds: [.enum]) != nil else { return nil }
        return (requirement, element)
    }

    /// The `Hashable` enum of the app that a required method taking one value appends to the path
    /// (`func push(_ screen: Screen)`, implemented by a protocol extension or the base class).
    private func pushedEnum(onto path: String, members: [DeclSyntax], implementations: [FunctionDeclSyntax]) -> String? {
        let required = members.compactMap { $0.as(FunctionDeclSyntax.self) }
        for function in required {
            let parameters = function.signature.parameterClause.parameters
            guard parameters.count == 1, let parameter = parameters.first else { continue }
            let enumName = TypeText(syntax: parameter.type).baseName
            guard let declared = index.type(named: enumName, kinds: [.enum]), declared.inherited.contains("Hashable") else { continue }
            let appends = implementations.contains { implementation in
                FamilyShapeDetector.selector(implementation) == FamilyShapeDetector.selector(function)
                    && (implementation.body?.description.contains("\(path).append(") ?? false)
            }
            if appends { return enumName }
        }
        // No required push: the protocol extension's (`func push(_ destination: Destination)`), which
        // appends the enum or a struct wrapping it.
        for implementation in implementations {
            let parameters = implementation.signature.parameterClause.parameters
            guard parameters.count == 1, let parameter = parameters.first,
                implementation.body?.description.contains("\(path).append(") == true
            else { continue }
            let enumName = TypeText(syntax: parameter.type).baseName
            if let declared = index.type(named: enumName, kinds: [.enum]), declared.inherited.contains("Hashable") { return enumName }
            if let (_, wrapped) = StructRouteReader(index: index).read(enumName) { return wrapped }
        }
        return nil
    }
}
