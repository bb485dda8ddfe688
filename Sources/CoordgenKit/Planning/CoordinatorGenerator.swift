import Foundation

/// Plans a new coordinator: its file, its first screen, its test and, with a parent, the parent's
/// `open<Name>Coordinator()`; the project's style (`StyleDefinition.planCoordinator`) says what else.
public struct CoordinatorGenerator: Sendable {
    public let project: Project
    public let files: SourceFileRenderer

    public init(project: Project, files: SourceFileRenderer) {
        self.project = project
        self.files = files
    }

    public func plan(_ options: CoordinatorOptions) throws -> Plan {
        var options = options
        // One reading of the app per plan, even when a caller plans several times with one Project.
        let project = project.readingSourcesAfresh()
        let name = try FlowName(parsing: options.name, droppingSuffix: "Coordinator")
        let parent = try options.parent.map { try FlowName(parsingCoordinator: $0) }
        if parent?.typeStem == name.typeStem {
            throw GeneratorError.selfParent(name.typeStem)
        }
        try ProjectFence(root: project.root).checkConfiguredPaths(of: project)
        if let folder = options.folder { try project.checkInside(folder) }
        var plan = Plan(root: project.root)
        plan.projectRoot = project.root
        if let note = name.normalisationNote { plan.notes.append(note) }
        // In an app of several modules: which one the flow goes into.
        let modules = ModuleAwarePlanning(project: project)
        let placement = try modules.placeFlow(name, options: options, parent: parent, shape: files.app.shape)
        if let folder = placement.folder {
            try project.checkInside(project.url(for: folder))
            options.folder = project.url(for: folder)
        }
        var request = CoordinatorRequest(project: project, files: files, options: options, name: name, parent: parent)
        request.near = placement.parentFile.map(ModuleScope.folder(of:))
        request.visibility = modules.visibility(for: placement)
        plan.notes += LayoutArea.notes(for: request)
        if let family = files.app.shape.protocol.family.generating {
            try family.planCoordinator(request, into: &plan)
        } else {
            try project.config.style.definition.planCoordinator(request, into: &plan)
        }
        try modules.verifyVisible(plan, flowClass: request.conventions.flowClass, placement: placement)
        try modules.finish(&plan, placement: placement)
        try NewTypeNameCheck(project: project).verify(plan)
        return plan
    }
}
