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
    static func enumName(of className: String, routes: RouteShape, in text: String) throws -> String? {
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
        return nested.contains(taken) ? taken : nil
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
        guard routes.perFlow, !routes.enumIsTopLevelPattern, routes.routeStruct == nil, routes.destinationsInViews != true,
            !request.options.presentsModally
        else { return nil }
        var sources = ProjectSources(project: request.project)
        var scratch = Plan(root: request.project.root)
        let coordinator = try request.resolveCoordinator(in: &sources, plan: &scratch)
        let flowRoutes = routes.resolved(forFlow: coordinator.flow)
        guard let classFile = try CoordinatorMethodWriter(resolution: coordinator, in: request.project).classFile(in: &sources),
            let own = try CoordinatorNestedRoutes.enumName(of: coordinator.className, routes: flowRoutes, in: sources.text(of: classFile))
        else { return nil }
        var shape = request.files.app.shape
        shape.protocol.routes = CoordinatorNestedRoutes.applied(own, to: flowRoutes)
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
            "\(coordinator.className) nests \(own), which its \(routes.viewBuilder) takes, not \(flowRoutes.enum) (shape.routes.enum in \(Project.configFileName)): the screen is a case of \(own)"
        return (adapted, note)
    }
}
