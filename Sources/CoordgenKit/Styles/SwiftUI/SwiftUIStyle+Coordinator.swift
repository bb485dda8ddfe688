import Foundation

extension SwiftUIStyle {
    /// Writes the coordinator, the view of its first screen and its test and, with a parent, the
    /// parent's `open<Name>Coordinator()` plus a `Destination` case that carries the child
    /// (`case reservation(ReservationCoordinator)`) and that case's view.
    ///
    /// There is no `CoordinatorType` to register: a parent holds each child it starts, and finds it again
    /// through the destination that carries it.
    func planCoordinator(_ request: CoordinatorRequest, into plan: inout Plan) throws {
        if let note = request.parent?.normalisationNote { plan.notes.append("parent: \(note)") }
        let (project, files, name) = (request.project, request.files, request.name)
        try SwiftUITypeNames.check(name)
        var sources = ProjectSources(project: project)
        try request.planFlowFiles(screen: screen, into: &plan)

        if let parent = request.parent {
            let method = request.openMethod
            let writer = CoordinatorMethodWriter(parent: parent, in: project)
            let snippet = try files.renderSnippet(.openCoordinator, subject: request.subject)
            let classFile = try writer.add(method: method, snippet: snippet, in: &sources)
            try SwiftUIDestinations.add(
                caseName: name.caseName, associatedValues: "(\(name.typeStem)Coordinator)",
                clause: try files.renderSnippet(.flowDestination, subject: request.subject),
                to: writer.className, in: classFile, sources: &sources
            )
        }
        plan.nextSteps += request.nextSteps(wires: "\(request.openMethod) and its Destination case", orCreateIt: false)
        sources.addEdits(to: &plan)
    }
}
