import Foundation

extension SwiftUIStyle {
    /// Writes the screen's view, a `Destination` case for it in the coordinator with the case's view in
    /// `view(for:)`, and `pushTo<Name>()` or `present<Name>()`.
    func planScreen(_ request: ScreenRequest, into plan: inout Plan) throws -> (method: String, coordinatorClass: String) {
        if let note = request.coordinator.normalisationNote { plan.notes.append("coordinator: \(note)") }
        try SwiftUITypeNames.check(request.name)
        var sources = ProjectSources(project: request.project)
        let writer = CoordinatorMethodWriter(parent: request.coordinator, in: request.project)
        let snippet = try request.files.renderSnippet(request.methodRole, subject: request.subject)
        let classFile = try writer.add(method: request.method, snippet: snippet, in: &sources)
        try SwiftUIDestinations.add(
            caseName: request.name.caseName, clause: try request.files.renderSnippet(.screenDestination, subject: request.subject),
            to: writer.className, in: classFile, sources: &sources
        )
        try request.planScreenFile(screen, into: &plan)
        sources.addEdits(to: &plan)
        return (request.method, "\(request.coordinator.typeStem)Coordinator")
    }
}
