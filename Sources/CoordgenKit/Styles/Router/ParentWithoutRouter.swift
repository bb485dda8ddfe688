import SwiftSyntax

/// A router-family parent that holds no router but makes its children through the coordinator factory:
/// a tab coordinator whose tab bar hands each tab flow the navigation controller it runs on (`tabbarView.
/// onSearchFlowSelect = runSearchFlow()`, each child made from that controller). A new flow under it is
/// made the same way: its open method takes the navigation controller the flow runs on
/// (`runZebraFlow(on navigationController: UINavigationController)`), wraps it in the app's router
/// (`RouterImp(rootController: navigationController)`, the initialiser of the router's class that takes
/// one navigation controller) and makes the flow through the factory. Which tab or button hands it that
/// controller is the app's to say, and a note says so.
///
/// Where the router's class has no such initialiser, the parent has no coordinator factory, or the flow
/// is presented modally (through the parent's router), the parent check refuses in one line as before.
struct ParentWithoutRouter: Equatable, Sendable {
    /// The parameter the open method takes.
    static let parameter = "navigationController"
    /// `RouterImp(rootController: navigationController)`.
    let routerExpression: String
    let parentClass: String

    /// The parameter list of the open method.
    var openFlowParameters: String { "on \(Self.parameter): UINavigationController" }

    /// What the parent's open method makes the child with: the factory, given a router of its own.
    func values(for conventions: RenderContext.Conventions) -> [String: any Sendable] {
        let shape = conventions.shape.protocol
        guard let factory = shape.coordinatorFactory, let make = conventions.makeCoordinator, let router = shape.router else { return [:] }
        let passed = conventions.screenFactoryPassedOn.map { ", \($0.name): \(shape.screenFactory?.property ?? $0.name)" } ?? ""
        return [
            "childMaker": "\(factory.property).\(make)(\(router.property): \(routerExpression)\(passed))",
            "openFlowParameters": openFlowParameters,
            // The flow's first screen becomes the root of the stack it is given, as a tab's first screen is.
            "startChildCall": "startAsRoot()",
        ]
    }

    /// What the user is told: the parent has no router, so the flow runs on the navigation controller given.
    func note(openMethod: String, router: String) -> String {
        let method = openMethod.prefix { $0 != "(" }
        return
            "\(parentClass) has no `\(router)`, so \(method)(on:) takes the navigation controller the flow runs on and makes its router (\(routerExpression)) and starts the flow as that stack's root (startAsRoot()), as its tab flows are given theirs: call it where a tab or button hands one over"
    }

    /// The parent's way to start a flow without a router of its own, where it has none, makes children
    /// through the coordinator factory, and the router's class can be made from a navigation controller.
    static func find(
        parent: String, parentText: String, shape: ProtocolShape, index: DeclarationIndex, sources: inout ProjectSources
    ) throws -> ParentWithoutRouter? {
        guard let router = shape.router, let factory = shape.coordinatorFactory,
            try !RouterParentCheck.holds(router.property, parent: parent, shape: shape, parentText: parentText, sources: &sources),
            try RouterParentCheck.holds(factory.property, parent: parent, shape: shape, parentText: parentText, sources: &sources),
            let label = navigationControllerLabel(ofInitializerOf: router.implementation, index: index)
        else { return nil }
        let argument = label == "_" ? parameter : "\(label): \(parameter)"
        return ParentWithoutRouter(routerExpression: "\(router.implementation)(\(argument))", parentClass: parent)
    }

    /// The label of the one parameter of `className`'s initialiser that takes a navigation controller
    /// (`rootController`), every other parameter having a default value; nil without one.
    static func navigationControllerLabel(ofInitializerOf className: String, index: DeclarationIndex) -> String? {
        guard !className.isEmpty, let type = index.type(named: className, kinds: [.class]) else { return nil }
        for member in type.members ?? [] {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), initializer.optionalMark == nil else { continue }
            let parameters = Array(initializer.signature.parameterClause.parameters)
            let required = parameters.filter { $0.defaultValue == nil }
            guard required.count == 1, let parameter = required.first else { continue }
            let typeName = parameter.type.trimmedDescription.trimmingCharacters(inASCII: "?!")
            if typeName == "UINavigationController" { return parameter.firstName.text }
        }
        return nil
    }
}

extension ParentWithoutRouter {
    /// The same for the parent `resolution` names, read from its class's file.
    static func find(
        _ resolution: CoordinatorNameResolver.Resolution, shape: ProtocolShape, in project: Project, sources: inout ProjectSources
    ) throws -> ParentWithoutRouter? {
        guard let file = try CoordinatorMethodWriter(resolution: resolution, in: project).classFile(in: &sources) else { return nil }
        return try find(
            parent: resolution.className, parentText: try sources.text(of: file), shape: shape,
            index: project.model.index, sources: &sources)
    }
}
