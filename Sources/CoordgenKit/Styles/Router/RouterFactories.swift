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

    /// Plans `make<Name>ViewController()` in the screen factory.
    static func addScreen(_ name: FlowName, files: SourceFileRenderer, in sources: inout ProjectSources) throws {
        guard let factory = files.app.shape.protocol.screenFactory else { return }
        let snippet = try files.renderSnippet(.makeViewController, subject: .init(name))
        try writer(for: factory, builds: "screens", in: sources.project).add(
            method: "\(factory.method(for: name.typeStem))()", snippet: snippet, in: &sources)
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
                "\(factory.method(for: subject.name))(\(router.property):)"
            }
        try writer(for: factory, builds: "coordinators", in: sources.project).add(method: method, snippet: snippet, in: &sources)
    }
}
