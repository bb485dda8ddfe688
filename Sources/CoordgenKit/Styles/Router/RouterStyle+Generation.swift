import Foundation

extension RouterStyle {
    /// Writes the coordinator, its first screen and test, their factory methods and, with a parent, the
    /// parent's `open<Name>Coordinator()`, which adds the dependency and removes it in `onFinish`.
    func planCoordinator(_ request: CoordinatorRequest, into plan: inout Plan) throws {
        if let note = request.parent?.normalisationNote { plan.notes.append("parent: \(note)") }
        let (project, files, name) = (request.project, request.files, request.name)
        var sources = ProjectSources(project: project)
        try RouterFactories.addCoordinator(name, files: files, in: &sources)
        try RouterFactories.addScreen(name, files: files, in: &sources)
        try request.planFlowFiles(screen: screen, into: &plan)

        if let parent = request.parent {
            let snippet = try files.renderSnippet(.openCoordinator, subject: request.subject)
            try CoordinatorMethodWriter(parent: parent, in: project).add(method: request.openMethod, snippet: snippet, in: &sources)
        }
        plan.nextSteps += request.nextSteps(wires: request.openMethod)
        sources.addEdits(to: &plan)
    }

    /// Writes the view controller, its factory method, and `pushTo<Name>()` or `present<Name>()`.
    func planScreen(_ request: ScreenRequest, into plan: inout Plan) throws -> (method: String, coordinatorClass: String) {
        if let note = request.coordinator.normalisationNote { plan.notes.append("coordinator: \(note)") }
        var sources = ProjectSources(project: request.project)
        let snippet = try request.files.renderSnippet(request.methodRole, subject: request.subject)
        try CoordinatorMethodWriter(parent: request.coordinator, in: request.project).add(
            method: request.method, snippet: snippet, in: &sources)
        try RouterFactories.addScreen(request.name, files: request.files, in: &sources)
        try request.planScreenFile(screen, into: &plan)
        sources.addEdits(to: &plan)
        return (request.method, "\(request.coordinator.typeStem)Coordinator")
    }
}
