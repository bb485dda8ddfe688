import Foundation

/// The router family's two factories, which every new coordinator and screen gets a method in: the ones
/// the shape records (`shape.coordinatorFactory`, `shape.screenFactory`).
enum RouterFactories {
    /// The writer for `factory`'s protocol and implementation, looked for first in `<App>/Factories/<Protocol>.swift`.
    static func writer(for factory: FactoryShape, builds what: String, in project: Project) -> CoordinatorMethodWriter {
        CoordinatorMethodWriter(
            protocolName: factory.protocol, className: factory.implementation,
            conventionalFile: project.root.appendingPathComponent("\(project.config.name)/Factories/\(factory.protocol).swift"),
            missingClassHint:
                "the router style builds \(what) through it (shape.\(what == "screens" ? "screenFactory" : "coordinatorFactory") in \(Project.configFileName)); restore it from a new project (`coordgen new project X --style router`)"
        )
    }

    /// Plans `make<Name>ViewController()` in the screen factory: the one of `flow` where each flow has
    /// its own protocol (`ReservationModuleFactory`). Returns the file that declares a new flow's own
    /// protocol (see ``RouterFlowModuleFactory``), for the plan to write.
    @discardableResult
    static func addScreen(
        _ name: FlowName, flow: String, files: SourceFileRenderer, in sources: inout ProjectSources
    ) throws -> (url: URL, text: String)? {
        guard var factory = files.app.shape.protocol.screenFactory else { return nil }
        let snippet = try files.renderSnippet(.makeViewController, subject: .init(name))
        factory.protocol = NamingScheme.apply(factory.protocol, to: flow)
        let classFile = try writer(for: factory, builds: "screens", in: sources.project).add(
            method: "\(factory.method(for: name.typeStem))()", snippet: snippet, in: &sources)
        return try RouterFlowModuleFactory.plan(flow: flow, firstScreen: snippet, implementedIn: classFile, files: files, sources: &sources)
    }

    /// Plans `make<Name>Coordinator(router:)` in the coordinator factory, or for a flow presented on a
    /// stack of its own where the app has such methods, `make<Name>CoordinatorBox()`.
    static func addCoordinator(_ subject: RenderContext.Subject, files: SourceFileRenderer, in sources: inout ProjectSources) throws {
        let shape = files.app.shape.protocol
        guard let factory = shape.coordinatorFactory, let router = shape.router else { return }
        let snippet = try files.renderSnippet(.makeCoordinator, subject: subject)
        let method =
            if subject.presentsModally, let box = factory.boxMethod {
                "\(NamingScheme.apply(box, to: subject.name))()"
            } else {
                "\(factory.method(for: subject.name))(\(router.property):\(factory.takesScreenFactory == true ? (shape.screenFactory.map { "\($0.protocol.lowerCamelCased):" } ?? "") : ""))"
            }
        try writer(for: factory, builds: "coordinators", in: sources.project).add(method: method, snippet: snippet, in: &sources)
    }
}
