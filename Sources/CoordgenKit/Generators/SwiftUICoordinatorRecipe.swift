import Foundation

/// How `coordgen new coordinator` plans a SwiftUI-style flow: the coordinator, the view of its first
/// screen and its test and, with a parent, the parent's `open<Name>Coordinator()` plus a `Destination`
/// case that carries the child (`case reservation(ReservationCoordinator)`) and that case's view.
///
/// There is no `CoordinatorType` to register: a parent holds each child it starts, and finds it again
/// through the destination that carries it.
struct SwiftUICoordinatorRecipe {
    let project: Project
    let files: SourceFileRenderer

    /// Adds the changes for the flow `name`, started by `parent` if given, to `plan`.
    func plan(_ options: CoordinatorOptions, name: FlowName, parent: FlowName?, into plan: inout Plan) throws {
        try SwiftUITypeNames.check(name)
        var sources = ProjectSources(project: project)
        let paths = project.config.paths
        let values = CoordinatorRecipeValues.values(for: name, presentsModally: options.presentsModally)
        let planner = FilePlanner(overwriteExisting: options.overwrite)
        var outputs = [
            (TemplateID.Role.coordinator, project.url(for: paths.coordinators).appendingPathComponent("\(name.typeStem)Coordinator.swift")),
            (.view, project.url(for: paths.screens).appendingPathComponent("\(name.typeStem)View.swift")),
        ]
        if options.writesTests {
            outputs.append(
                (
                    project.config.testingFramework.coordinatorTestsRole,
                    project.url(for: paths.tests).appendingPathComponent("\(name.typeStem)CoordinatorTests.swift")
                ))
        }
        for (role, url) in outputs {
            plan.add(planner.planWrite(try files.renderFile(role, fileName: url.lastPathComponent, values: values), to: url, in: plan))
        }

        if let parent {
            let method = "open\(name.typeStem)Coordinator()"
            let writer = CoordinatorMethodWriter(parent: parent, in: project)
            let classFile = try writer.add(method: method, snippet: try files.renderSnippet(.openCoordinator, values: values), in: &sources)
            try SwiftUIDestinations.add(
                caseName: name.caseName, associatedValues: "(\(name.typeStem)Coordinator)",
                clause: try files.renderSnippet(.flowDestination, values: values),
                to: writer.className, in: classFile, sources: &sources
            )
            plan.nextSteps.append("call \(method) from \(parent.typeStem)Coordinator where the \(name.title) flow should begin")
        } else {
            let command = "coordgen new coordinator \(name.typeStem) --parent App"
            plan.nextSteps.append(
                "start it from a parent: `\(command)` wires open\(name.typeStem)Coordinator() and its Destination case for you")
        }
        plan.nextSteps.append("add screens: coordgen new screen Details --coordinator \(name.typeStem)")
        sources.addEdits(to: &plan)
    }
}
