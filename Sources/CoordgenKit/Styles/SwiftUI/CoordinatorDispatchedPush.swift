import Foundation
import SwiftSyntax

/// A coordinator without the method handling every navigation event where the app's coordinators push
/// through one (``DispatchedPush``): a flow coordgen wrote declares `push(_:)`, named after the event's
/// case, instead. A new screen of it is pushed with that method: `push(.giraffe)`, not
/// `handle(.push(.giraffe))`.
struct CoordinatorDispatchedPush {
    /// The recorded routes as the coordinator `className` (declared in `classFile`) pushes them: its own
    /// push where it lacks the recorded method and declares that push, else nil.
    static func routes(
        for className: String, recorded: RouteShape, classFile: URL, sources: inout ProjectSources
    ) throws -> RouteShape? {
        guard let dispatch = recorded.dispatch else { return nil }
        let parsed = try ParsedSwiftSource(sources.text(of: classFile))
        guard let type = TypeMemberLookup.types(named: className, kind: .class, in: parsed.tree).first else { return nil }
        let declares = { (name: String) in
            TypeMemberLookup.functionCount(named: name, in: type, kind: .class, tree: parsed.tree) > 0
        }
        guard !declares(RouteShape.baseName(recorded.push)), declares(dispatch.ownPush) else { return nil }
        var routes = recorded
        routes.push = dispatch.ownPush
        routes.dispatch = nil
        return routes
    }

    /// What the user is told.
    static func note(className: String, recorded: RouteShape) -> String {
        "\(className) has no \(RouteShape.baseName(recorded.push))(_:) handling navigation events: the screen is pushed with its own \(recorded.dispatch?.ownPush ?? "push")(_:) (shape.routes.dispatch in \(Project.configFileName))"
    }
}

extension SwiftUIStyle {
    /// `request` rendered with the push the coordinator it names declares itself, where the app's
    /// coordinators push through a method handling every event that it lacks
    /// (``CoordinatorDispatchedPush``), with the note saying so; nil where the recorded routes fit it.
    func screenRequestWithOwnPush(_ request: ScreenRequest, routes: RouteShape) throws -> (request: ScreenRequest, note: String)? {
        guard routes.dispatch != nil else { return nil }
        var sources = ProjectSources(project: request.project)
        var scratch = Plan(root: request.project.root)
        let coordinator = try request.resolveCoordinator(in: &sources, plan: &scratch)
        guard let classFile = try CoordinatorMethodWriter(resolution: coordinator, in: request.project).classFile(in: &sources),
            let own = try CoordinatorDispatchedPush.routes(
                for: coordinator.className, recorded: routes, classFile: classFile, sources: &sources)
        else { return nil }
        var shape = request.files.app.shape
        shape.protocol.routes = own
        return (request.withShape(shape), CoordinatorDispatchedPush.note(className: coordinator.className, recorded: routes))
    }
}
