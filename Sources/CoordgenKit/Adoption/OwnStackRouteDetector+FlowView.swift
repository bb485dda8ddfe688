import SwiftSyntax

extension OwnStackRouteDetector {
    /// A protocol that requires only the view of a flow (`associatedtype Content: View` with `func
    /// start() -> Content`, or `var rootView: some View`), whose coordinators each hold and push a path
    /// of routes themselves (`@Published var path: [Route] = []`, `func push(_ route: Route)`): the
    /// routes as the coordinators give them, pushed by methods every flow declares, with the view
    /// requirement a new coordinator implements by returning its stack view. A protocol that requires
    /// only the path (``PathOnlyProtocol``) is read alike, without a view requirement. Nil where the
    /// protocol requires more than that, or no coordinator holds a path.
    func routesHeldByCoordinators(of shape: inout ProtocolShape) -> RouteShape? {
        let members = (declaration.members ?? []).map(\.decl)
        let viewTypes = Set(
            members.compactMap { $0.as(AssociatedTypeDeclSyntax.self) }.filter { associated in
                associated.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "View" } ?? false
            }.map(\.name.text))
        let viewRequirement = members.lazy.compactMap({ Self.flowViewRequirement($0, viewTypes: viewTypes) }).first
        guard viewRequirement != nil || PathOnlyProtocol.mayRequireOnlyThePath(members) else { return nil }
        let coordinators = CoordinatorConformances(index: index, protocolName: declaration.name).coordinators.map(\.type)
        let reader = ProtocolFreeShapeDetector(index: index, files: files, coordinatorClasses: Set(coordinators.map(\.name)))
        var inPlace = reader
        inPlace.readsPathsAppendedInPlace = true
        // A coordinator may hold its path in a router beside it (`var router: Router<HomeRoute>`); paths
        // the coordinators append to in place (no push method) are read where none pushes through one.
        guard
            var routes = coordinators.lazy.compactMap({ reader.routes(of: $0) ?? reader.routesThroughRouter(of: $0)?.0 }).first
                ?? coordinators.lazy.compactMap({ inPlace.routes(of: $0) }).first
        else { return nil }
        routes.flowsDeclarePush = true
        let consumedMembers: [DeclSyntax]
        if let (requirement, flowView) = viewRequirement {
            routes.flowView = flowView
            // The view requirement and the associated type it returns are what a new coordinator writes.
            consumedMembers = members.filter { member in
                if let associated = member.as(AssociatedTypeDeclSyntax.self) { return viewTypes.contains(associated.name.text) }
                return Syntax(member).id == Syntax(requirement).id
            }
            // Coordinators that are each `ObservableObject` beside the protocol: a new one is too, for its view.
            if routes.flowConformances == nil {
                routes.flowConformances = PathOnlyProtocol(index: index, declaration: declaration, coordinators: coordinators)
                    .conformancesBesideProtocol()
            }
        } else {
            let pathOnly = PathOnlyProtocol(index: index, declaration: declaration, coordinators: coordinators)
            guard let written = pathOnly.requirementsWritten(by: routes) else { return nil }
            consumedMembers = written
            routes.flowConformances = pathOnly.conformancesBesideProtocol()
        }
        let consumed = Set(consumedMembers.map(\.requirementText))
        shape.otherRequirements.removeAll(where: consumed.contains)
        if declaration.inherited.contains("ObservableObject") { shape.classBound = true }
        return routes
    }

    /// The view requirement of a protocol that requires the path and routes too (`associatedtype
    /// Content: View` with `var rootView: Content { get }`), taken out of `shape.otherRequirements` with
    /// the associated type it returns: a new coordinator implements it by returning its stack view. Nil
    /// where the protocol requires no such view.
    func consumeFlowView(members: [DeclSyntax], of shape: inout ProtocolShape) -> String? {
        let viewTypes = Set(
            members.compactMap { $0.as(AssociatedTypeDeclSyntax.self) }.filter { associated in
                associated.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "View" } ?? false
            }.map(\.name.text))
        guard let (requirement, flowView) = members.lazy.compactMap({ Self.flowViewRequirement($0, viewTypes: viewTypes) }).first,
            let returned = Self.returnedType(of: requirement)
        else { return nil }
        let consumed = Set([requirement.requirementText] + members.compactMap { member -> String? in
            guard let associated = member.as(AssociatedTypeDeclSyntax.self), associated.name.text == returned else { return nil }
            return member.requirementText
        })
        shape.otherRequirements.removeAll(where: consumed.contains)
        return flowView
    }

    /// The type a view requirement returns (`Content` of `var rootView: Content { get }`).
    private static func returnedType(of requirement: DeclSyntax) -> String? {
        if let function = requirement.as(FunctionDeclSyntax.self) { return function.signature.returnClause?.type.trimmedDescription }
        return requirement.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type.trimmedDescription
    }

    /// A requirement without parameters that returns one of the protocol's view types, or `some View`:
    /// `func start() -> Content`, `var rootView: Content { get }`, with the declaration a new coordinator
    /// implements it with (`func start() -> some View`, `var rootView: some View`).
    private static func flowViewRequirement(_ member: DeclSyntax, viewTypes: Set<String>) -> (DeclSyntax, String)? {
        let returnsView = { (type: TypeSyntax) in
            viewTypes.contains(type.trimmedDescription) || type.trimmedDescription == "some View"
        }
        if let function = member.as(FunctionDeclSyntax.self), function.signature.parameterClause.parameters.isEmpty,
            function.signature.effectSpecifiers == nil, let returned = function.signature.returnClause?.type
        {
            // A type-erased view (`func start() -> AnyView`) is returned as such.
            if returned.trimmedDescription == "AnyView" { return (member, "func \(function.name.text)() -> AnyView") }
            if returnsView(returned) { return (member, "func \(function.name.text)() -> some View") }
        }
        if let variable = member.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type, returnsView(type)
        {
            return (member, "var \(name): some View")
        }
        return nil
    }
}
