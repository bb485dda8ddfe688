import Foundation

extension UIKitStyle {
    /// Writes the coordinator, its first screen and test, registers its `CoordinatorType` case and, with a
    /// parent, adds `open<Name>Coordinator()` to it — making a hand-written parent a
    /// `CoordinatorFinishDelegate` when it is not one yet, since the new method sets
    /// `coordinator.finishDelegate = self`.
    func planCoordinator(_ request: CoordinatorRequest, into plan: inout Plan) throws {
        let (project, files, name) = (request.project, request.files, request.name)
        var sources = ProjectSources(project: project)
        let registry = try CoordinatorTypeRegistry.locate(in: &sources)
        try sources.edit(registry.file, action: "added case \(name.caseName) to \(project.displayPath(of: registry.file))") {
            try EnumCaseRegistrar(enumName: CoordinatorTypeRegistry.enumName).addingCase(name.caseName, to: $0)
        }
        try request.planFlowFiles(screen: screen, into: &plan)

        if let parent = request.parent {
            let method = request.openMethod
            let writer = CoordinatorMethodWriter(parent: parent, in: project)
            let snippet = try files.renderSnippet(.openCoordinator, subject: request.subject)
            let classFile = try writer.add(method: method, snippet: snippet, in: &sources)
            if try !TypeMemberInserter.classConforms(writer.className, to: "CoordinatorFinishDelegate", in: sources.text(of: classFile)) {
                let conformance = try files.renderSnippet(.finishDelegateConformance, subject: .init(parent))
                try sources.edit(
                    classFile, action: "made \(writer.className) a CoordinatorFinishDelegate in \(project.displayPath(of: classFile))"
                ) {
                    try TypeMemberInserter.appendingDeclaration(conformance, to: $0)
                }
            }
        }
        plan.nextSteps += request.nextSteps(wires: request.openMethod)
        sources.addEdits(to: &plan)
    }

    /// Writes the view controller and adds `pushTo<Name>()` or `present<Name>()` to the coordinator.
    func planScreen(_ request: ScreenRequest, into plan: inout Plan) throws -> String {
        var sources = ProjectSources(project: request.project)
        let snippet = try request.files.renderSnippet(request.methodRole, subject: request.subject)
        try CoordinatorMethodWriter(parent: request.coordinator, in: request.project).add(
            method: request.method, snippet: snippet, in: &sources)
        try request.planScreenFile(screen, into: &plan)
        sources.addEdits(to: &plan)
        return request.method
    }
}
