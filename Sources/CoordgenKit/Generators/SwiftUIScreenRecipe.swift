import Foundation

/// How `coordgen new screen` plans a SwiftUI-style screen: its view, a `Destination` case for it in the
/// coordinator with the case's view in `view(for:)`, and `pushTo<Name>()` or `present<Name>()`.
struct SwiftUIScreenRecipe {
    let project: Project
    let files: SourceFileRenderer

    /// Adds the changes for the screen `name` of `coordinator` to `plan`; returns the method it added.
    func plan(_ options: ScreenOptions, name: FlowName, coordinator: FlowName, into plan: inout Plan) throws -> String {
        try SwiftUITypeNames.check(name)
        var sources = ProjectSources(project: project)
        let values = CoordinatorRecipeValues.values(for: name, presentsModally: options.presentsModally)
        let method = options.presentsModally ? "present\(name.typeStem)()" : "pushTo\(name.typeStem)()"
        let writer = CoordinatorMethodWriter(parent: coordinator, in: project)
        let snippet = try files.renderSnippet(options.presentsModally ? .presentScreen : .pushScreen, values: values)
        let classFile = try writer.add(method: method, snippet: snippet, in: &sources)
        try SwiftUIDestinations.add(
            caseName: name.caseName, clause: try files.renderSnippet(.screenDestination, values: values),
            to: writer.className, in: classFile, sources: &sources
        )

        let viewFile = project.url(for: project.config.paths.screens).appendingPathComponent("\(name.typeStem)View.swift")
        let planner = FilePlanner(overwriteExisting: options.overwrite)
        plan.add(
            planner.planWrite(try files.renderFile(.view, fileName: viewFile.lastPathComponent, values: values), to: viewFile, in: plan))
        sources.addEdits(to: &plan)
        return method
    }
}
