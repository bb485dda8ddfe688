import SwiftSyntax

/// SwiftUI coordinators whose routes live in a protocol of the app refining the recorded one, where
/// `init` recorded only the root protocol (`protocol Coordinator: ObservableObject` with `associatedtype
/// Content: View`) and no routes: `protocol FlowCoordinator: Coordinator` adds a route associated type
/// (`associatedtype Route: Routable`, `Routable` refining `Hashable`) and a view builder over it
/// (`func destination(for route: Route) -> Destination`), and its extensions push and pop
/// (`push(route:)`, `popLast()`). Each flow coordinator conforms to it, meeting the builder with its own
/// enum (`func destination(for route: HomeRoute) -> some View { switch route { default: HomeView() } }`),
/// which may have no case yet.
///
/// A new screen of such a coordinator is a case of that enum, its view a clause of that switch (before
/// the `default:`), and its method pushes the case with the protocol's push: the swiftui style writes it,
/// with these routes.
struct RefiningRouteProtocol {
    /// The refining protocol (`FlowCoordinator`).
    let protocolName: String
    /// The coordinator's own enum (`HomeRoute`).
    let routeEnum: String
    /// The view builder, as Swift names it (`destination(for:)`).
    let viewBuilder: String
    /// The protocol's push and pop (`push(route:)`, `popLast`).
    let push: String
    let pop: String

    /// The routes of the class `coordinatorClass`, where it conforms to such a protocol refining the one
    /// `shape` records (which records no routes), meets its builder with an enum of the app and the
    /// protocol's extensions push and pop; nil otherwise.
    static func find(coordinatorClass: String, shape: ProtocolShape, index: DeclarationIndex) -> RefiningRouteProtocol? {
        guard shape.routes == nil, shape.navigation == nil,
            let coordinator = index.type(named: coordinatorClass, kinds: [.class])
        else { return nil }
        for name in coordinator.inheritedNames {
            guard let refining = index.type(named: name, kinds: [.protocol]), refines(refining, shape.name, index: index),
                let found = routes(of: coordinator, through: refining, index: index)
            else { continue }
            return found
        }
        return nil
    }

    /// The routes as the swiftui style writes a screen with them: the coordinator's enum, its builder,
    /// the protocol's push and pop, on a stack each coordinator holds itself.
    var routes: RouteShape {
        var routes = RouteShape(
            enum: routeEnum, perFlow: false, firstRoute: nil, viewBuilder: viewBuilder,
            navigator: PropertyRequirement(name: "navigationPath", type: "NavigationPath", settable: true),
            push: push, present: push, pop: pop, dismiss: pop)
        routes.ownStack = true
        return routes
    }

    /// What the user is told.
    func note(className: String, recordedProtocol: String) -> String {
        "\(className) is a \(protocolName) (which refines \(recordedProtocol)) whose \(viewBuilder) switches over \(routeEnum): the screen is a case of \(routeEnum), shown there and pushed with \(push)"
    }

    /// Why a presented screen is not written: the protocol's dismissal cannot be told apart.
    func presentProblem(className: String) -> String {
        "\(className) shows \(routeEnum) through \(protocolName)'s \(viewBuilder), and coordgen adds only a screen pushed with \(push) there: add the screen without --present"
    }

    // MARK: Reading

    private static func refines(_ declaration: TypeDeclaration, _ root: String, index: DeclarationIndex, depth: Int = 0) -> Bool {
        guard depth < 4 else { return false }
        return declaration.inheritedNames.contains(root)
            || declaration.inheritedNames.contains { name in
                index.type(named: name, kinds: [.protocol]).map { refines($0, root, index: index, depth: depth + 1) } ?? false
            }
    }

    private static func routes(
        of coordinator: TypeDeclaration, through refining: TypeDeclaration, index: DeclarationIndex
    )
        -> RefiningRouteProtocol?
    {
        let members = (refining.members.map(Array.init) ?? []).map(\.decl)
        let requirement = AssociatedRouteRequirement(index: index, declaration: refining)
        let hashable = Set(
            members.compactMap { $0.as(AssociatedTypeDeclSyntax.self) }.filter { type in
                type.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "Hashable" } ?? false
            }.map(\.name.text)
        ).union(requirement.refinedHashableTypes(in: members))
        let builders = members.compactMap { $0.as(FunctionDeclSyntax.self) }.filter { function in
            firstParameterType(of: function).map(hashable.contains) ?? false
        }
        guard hashable.count == 1, let associated = hashable.first, builders.count == 1, let builder = builders.first else { return nil }
        let extensionMethods = index.extensions(of: refining.name).flatMap { Array($0.members ?? []) }.compactMap {
            $0.decl.as(FunctionDeclSyntax.self)
        }
        let pushes = extensionMethods.filter { $0.name.text.hasPrefix("push") && firstParameterType(of: $0) == associated }
        let pops = extensionMethods.filter { $0.signature.parameterClause.parameters.isEmpty && $0.name.text.hasPrefix("pop") }
        let pop = pops.first { $0.name.text == "pop" } ?? pops.first { !$0.name.text.contains("Root") && !$0.name.text.contains("All") }
        guard pushes.count == 1, let push = pushes.first, let pop,
            let routeEnum = witnessEnum(of: builder.name.text, in: coordinator, index: index)
        else { return nil }
        return RefiningRouteProtocol(
            protocolName: refining.name, routeEnum: routeEnum, viewBuilder: swiftName(of: builder), push: swiftName(of: push),
            pop: pop.name.text)
    }

    /// The enum of the app the coordinator's own `builder` takes (`HomeRoute` of `func destination(for
    /// route: HomeRoute)`), declared in its body or an extension of it.
    private static func witnessEnum(of builder: String, in coordinator: TypeDeclaration, index: DeclarationIndex) -> String? {
        let witnesses = index.members(of: coordinator).compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter {
            $0.name.text == builder
        }
        guard witnesses.count == 1, let type = witnesses.first.flatMap(firstParameterType(of:)),
            index.type(named: type, kinds: [.enum]) != nil
        else { return nil }
        return type
    }

    private static func firstParameterType(of function: FunctionDeclSyntax) -> String? {
        function.signature.parameterClause.parameters.first.map { TypeText(syntax: $0.type).baseName }
    }

    /// `push(route:)`, `destination(for:)`, or the bare name where the first parameter has no label.
    private static func swiftName(of function: FunctionDeclSyntax) -> String {
        guard let label = function.signature.parameterClause.parameters.first?.firstName.text, label != "_" else {
            return function.name.text
        }
        return "\(function.name.text)(\(label):)"
    }
}

extension UIKitStyle {
    /// `request` rendered by the swiftui style with the routes of the coordinator it names, where that
    /// is a SwiftUI coordinator whose routes a protocol refining the recorded one declares
    /// (``RefiningRouteProtocol``), with the note saying so; nil otherwise. Only protocols requiring a
    /// view (`associatedtype Content: View`) are looked at: the app's index is made for them alone.
    func requestOnRefiningRoutes(_ request: ScreenRequest) throws -> (request: ScreenRequest, note: String)? {
        let shape = request.files.app.shape
        guard shape.protocol.routes == nil, shape.protocol.navigation == nil, SwiftUIViewRequirement.requirement(of: shape.protocol) != nil
        else { return nil }
        var sources = ProjectSources(project: request.project)
        var scratch = Plan(root: request.project.root)
        let coordinator = try request.resolveCoordinator(in: &sources, plan: &scratch)
        guard
            let refined = RefiningRouteProtocol.find(
                coordinatorClass: coordinator.className, shape: shape.protocol, index: request.project.model.index)
        else { return nil }
        if request.options.presentsModally { throw GeneratorError.cannotGenerate(refined.presentProblem(className: coordinator.className)) }
        var adapted = shape
        adapted.protocol.routes = refined.routes
        let app = request.files.app
        let files = SourceFileRenderer(
            renderer: request.files.renderer,
            app: RenderContext.App(
                projectName: app.projectName, moduleName: app.moduleName, organization: app.organization, style: .swiftui,
                shape: adapted),
            headerTemplate: request.files.headerTemplate)
        let swiftUIRequest = ScreenRequest(
            project: request.project, files: files, options: request.options, name: request.name, coordinator: request.coordinator,
            near: request.near)
        return (swiftUIRequest, refined.note(className: coordinator.className, recordedProtocol: shape.protocol.name))
    }
}
