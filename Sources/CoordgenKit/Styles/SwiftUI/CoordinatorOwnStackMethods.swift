import Foundation
import SwiftSyntax

/// A coordinator that moves along its stack through methods of its own where the app's coordinators go
/// through a property (`navigator.push`/`navigator.pop` recorded, the navigator an object beside the
/// coordinators): a flow coordgen generated on its own stack declares `push(_:)` and `pop()` and holds
/// no `navigator`.
///
/// A new screen of that coordinator is pushed and popped with those methods, as the coordinator's first
/// screen is shown by it: `coordinator.pop()`, never `coordinator.navigator.pop()`.
struct CoordinatorOwnStackMethods {
    /// The property the recorded routes go through (`navigator`).
    let property: String
    /// The coordinator's own push and pop (`push`, `pop`).
    let push: String
    let pop: String

    /// The own methods of the coordinator `className` (declared in `classFile`), where the recorded push
    /// and pop go through a property it does not declare and it declares both methods itself (even if a
    /// base class held the property, its own methods are the ones its first screen uses); nil otherwise.
    static func find(for className: String, recorded: RouteShape, classFile: URL, sources: inout ProjectSources) throws -> Self? {
        let property = RouteShape.baseName(recorded.push).prefix { $0 != "." }
        guard property.count < RouteShape.baseName(recorded.push).count,
            RouteShape.baseName(recorded.pop).hasPrefix("\(property).")
        else { return nil }
        let push = RouteShape.ownName(recorded.push)
        let pop = RouteShape.ownName(recorded.pop)
        let parsed = try ParsedSwiftSource(sources.text(of: classFile))
        guard let type = TypeMemberLookup.types(named: className, kind: .class, in: parsed.tree).first,
            !TypeMemberLookup.propertyNames(in: type).contains(String(property)),
            TypeMemberLookup.functionCount(named: RouteShape.baseName(push), in: type, kind: .class, tree: parsed.tree) > 0,
            TypeMemberLookup.functionCount(named: RouteShape.baseName(pop), in: type, kind: .class, tree: parsed.tree) > 0
        else { return nil }
        return Self(property: String(property), push: push, pop: pop)
    }

    /// The recorded routes pushed and popped through the coordinator's own methods.
    func applied(to recorded: RouteShape) -> RouteShape {
        var routes = recorded
        routes.push = push
        routes.pop = pop
        return routes
    }

    /// What the user is told.
    func note(className: String, recorded: RouteShape) -> String {
        "\(className) has no `\(property)`: it moves along its own stack, so the screen is pushed with its \(RouteShape.baseName(push))(_:) and popped with its \(RouteShape.baseName(pop))(), not \(RouteShape.baseName(recorded.push)) (shape.routes.push in \(Project.configFileName))"
    }
}

extension SwiftUIStyle {
    /// `request` rendered with the push and pop the coordinator it names declares itself, where the
    /// recorded ones go through a property it lacks (``CoordinatorOwnStackMethods``), with the note
    /// saying so; nil where the recorded routes fit it.
    func screenRequestWithOwnStackMethods(_ request: ScreenRequest, routes: RouteShape) throws -> (request: ScreenRequest, note: String)? {
        var sources = ProjectSources(project: request.project)
        var scratch = Plan(root: request.project.root)
        let coordinator = try request.resolveCoordinator(in: &sources, plan: &scratch)
        guard let classFile = try CoordinatorMethodWriter(resolution: coordinator, in: request.project).classFile(in: &sources),
            let own = try CoordinatorOwnStackMethods.find(
                for: coordinator.className, recorded: routes, classFile: classFile, sources: &sources)
        else { return nil }
        var shape = request.files.app.shape
        shape.protocol.routes = own.applied(to: routes)
        return (request.withShape(shape), own.note(className: coordinator.className, recorded: routes))
    }
}

extension ScreenRequest {
    /// The same request, rendered with `shape`.
    func withShape(_ shape: AppShape) -> ScreenRequest {
        let app = files.app
        let renderer = SourceFileRenderer(
            renderer: files.renderer,
            app: RenderContext.App(
                projectName: app.projectName, moduleName: app.moduleName, organization: app.organization, style: app.style, shape: shape),
            headerTemplate: files.headerTemplate)
        return ScreenRequest(project: project, files: renderer, options: options, name: name, coordinator: coordinator, near: near)
    }
}
