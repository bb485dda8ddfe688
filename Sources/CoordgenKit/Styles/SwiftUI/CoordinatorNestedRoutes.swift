import Foundation
import SwiftSyntax

/// A coordinator that nests a route enum of its own under another name than the recorded one, where each
/// coordinator nests its own (`shape.routes.perFlow`): `SearchCoordinator` nests `enum SearchNavigation`
/// where the shape records `HomeNavigation`, or `enum ProfileScreenNavigation` where the others follow a
/// pattern. The enum it uses is the one its view builder takes (`func build(page: SearchNavigation)`),
/// nested in its class; a new screen of it is a case of that enum, shown in that view builder.
struct CoordinatorNestedRoutes {
    /// The enum `className` (declared in `text`) nests and its view builder takes, where it nests no enum
    /// of the recorded name; nil where it does, or where its view builder takes no enum it nests.
    static func enumName(of className: String, routes: RouteShape, in text: String, topLevelPattern: Bool = false) throws -> String? {
        let parsed = try ParsedSwiftSource(text)
        guard let type = try? TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree),
            let members = type.as(ClassDeclSyntax.self)?.memberBlock.members
        else { return nil }
        let nested = Set(members.compactMap { $0.decl.as(EnumDeclSyntax.self)?.name.text })
        guard !nested.contains(routes.enum) else { return nil }
        let builder = members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { function in
            function.name.text == routes.viewBuilderName && function.signature.parameterClause.parameters.count == 1
        }
        guard let parameter = builder?.signature.parameterClause.parameters.first else { return nil }
        let taken = TypeText(syntax: parameter.type).baseName
        guard taken != routes.enum else { return nil }
        // An enum of the flow declared beside the class (`enum WorkoutsRoute` where the others are
        // `{Name}Destination`) is its own too.
        let besideClass = parsed.tree.statements.contains { $0.item.as(EnumDeclSyntax.self)?.name.text == taken }
        return nested.contains(taken) || (topLevelPattern && besideClass) ? taken : nil
    }

    /// The property of `className` (declared in `text`) holding an array of `enumName`, where the
    /// recorded routes append in place to a path it does not declare (`var path: [WorkoutsRoute]` where
    /// the others append to `navigationPath`); nil otherwise.
    static func ownPath(of className: String, holding enumName: String, routes: RouteShape, in text: String) throws -> String? {
        guard routes.appendsInPlace, let type = try? TypeMemberLookup.singleType(named: className, kind: .class, in: ParsedSwiftSource(text).tree)
        else { return nil }
        let names = TypeMemberLookup.propertyNames(in: type)
        guard !names.contains(routes.navigator.name) else { return nil }
        let members = Array(type.as(ClassDeclSyntax.self)?.memberBlock.members ?? [])
        return members.lazy.compactMap { member -> String? in
            guard let binding = member.decl.as(VariableDeclSyntax.self)?.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                binding.typeAnnotation.map({ $0.type.trimmedDescription.filter { !$0.isWhitespace } == "[\(enumName)]" }) == true
            else { return nil }
            return name
        }.first
    }

    /// The recorded routes appending to `path`, an array of `enumName`.
    static func appending(to path: String, of enumName: String, _ recorded: RouteShape) -> RouteShape {
        var routes = recorded
        routes.navigator = PropertyRequirement(name: path, type: "[\(enumName)]")
        routes.push = PathAppendedInPlace.push(onto: path)
        routes.pop = PathAppendedInPlace.pop(from: path)
        return routes
    }

    /// The recorded routes with this coordinator's enum.
    static func applied(_ enumName: String, to recorded: RouteShape) -> RouteShape {
        var routes = recorded
        routes.navigator.type = AssociatedRouteBinding.navigatorType(recorded.navigator.type, associated: recorded.enum, bound: enumName)
        routes.enum = enumName
        routes.nestedPattern = nil
        return routes
    }
}

extension SwiftUIStyle {
    /// `request` rendered with the enum the coordinator it names nests (``CoordinatorNestedRoutes``),
    /// with the note saying so; nil where the recorded routes are its own.
    func screenRequestWithNestedRoutes(_ request: ScreenRequest, routes: RouteShape) throws -> (request: ScreenRequest, note: String)? {
        guard routes.perFlow, routes.routeStruct == nil, routes.destinationsInViews != true,
            !request.options.presentsModally
        else { return nil }
        var sources = ProjectSources(project: request.project)
        var scratch = Plan(root: request.project.root)
        let coordinator = try request.resolveCoordinator(in: &sources, plan: &scratch)
        let flowRoutes = routes.resolved(forFlow: coordinator.flow)
        guard let classFile = try CoordinatorMethodWriter(resolution: coordinator, in: request.project).classFile(in: &sources),
            let own = try CoordinatorNestedRoutes.enumName(
                of: coordinator.className, routes: flowRoutes, in: sources.text(of: classFile),
                topLevelPattern: routes.enumIsTopLevelPattern)
        else { return nil }
        var shape = request.files.app.shape
        shape.protocol.routes = CoordinatorNestedRoutes.applied(own, to: flowRoutes)
        if let path = try CoordinatorNestedRoutes.ownPath(of: coordinator.className, holding: own, routes: flowRoutes, in: sources.text(of: classFile)) {
            shape.protocol.routes = shape.protocol.routes.map { CoordinatorNestedRoutes.appending(to: path, of: own, $0) }
        }
        let app = request.files.app
        let files = SourceFileRenderer(
            renderer: request.files.renderer,
            app: RenderContext.App(
                projectName: app.projectName, moduleName: app.moduleName, organization: app.organization, style: app.style, shape: shape),
            headerTemplate: request.files.headerTemplate)
        let adapted = ScreenRequest(
            project: request.project, files: files, options: request.options, name: request.name, coordinator: request.coordinator,
            near: request.near)
        let note =
            "\(coordinator.className) \(routes.enumIsTopLevelPattern ? "shows" : "nests") \(own), which its \(routes.viewBuilder) takes, not \(flowRoutes.enum) (shape.routes.enum in \(Project.configFileName)): the screen is a case of \(own)"
        return (adapted, note)
    }
}
