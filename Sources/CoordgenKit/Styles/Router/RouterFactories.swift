import Foundation

/// The router style's two factories, which every new coordinator and screen gets a method in.
enum RouterFactories {
    static func coordinatorFactory(in project: Project) -> CoordinatorMethodWriter {
        CoordinatorMethodWriter(
            protocolName: "CoordinatorFactory", className: "DefaultCoordinatorFactory",
            conventionalFile: project.root.appendingPathComponent("\(project.config.name)/Factories/CoordinatorFactory.swift"),
            missingClassHint:
                "the router style builds coordinators through it; restore it from a new project (`coordgen new project X --style router`)"
        )
    }

    static func viewControllerFactory(in project: Project) -> CoordinatorMethodWriter {
        CoordinatorMethodWriter(
            protocolName: "ViewControllerFactory", className: "DefaultViewControllerFactory",
            conventionalFile: project.root.appendingPathComponent("\(project.config.name)/Factories/ViewControllerFactory.swift"),
            missingClassHint:
                "the router style builds screens through it; restore it from a new project (`coordgen new project X --style router`)"
        )
    }

    /// Plans `make<Name>ViewController()` in the view controller factory.
    static func addScreen(_ name: FlowName, files: SourceFileRenderer, in sources: inout ProjectSources) throws {
        let snippet = try files.renderSnippet(.makeViewController, subject: .init(name))
        try viewControllerFactory(in: sources.project).add(method: "make\(name.typeStem)ViewController()", snippet: snippet, in: &sources)
    }

    /// Plans `make<Name>Coordinator(router:)` in the coordinator factory.
    static func addCoordinator(_ name: FlowName, files: SourceFileRenderer, in sources: inout ProjectSources) throws {
        let snippet = try files.renderSnippet(.makeCoordinator, subject: .init(name))
        try coordinatorFactory(in: sources.project).add(method: "make\(name.typeStem)Coordinator(router:)", snippet: snippet, in: &sources)
    }
}
