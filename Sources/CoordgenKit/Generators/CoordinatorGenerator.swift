import Foundation

/// What `coordgen new coordinator` was asked for.
public struct CoordinatorOptions: Sendable {
    public var name: String
    /// The coordinator that starts the new one (`App`, `Reservation`, …), if any.
    public var parent: String?
    /// Present the flow modally in its own navigation controller instead of pushing it.
    public var presentsModally: Bool
    public var writesTests: Bool
    /// Overwrite existing files (never a duplicate case).
    public var overwrite: Bool
    /// `--in`: the folder for the coordinator and its screen instead of the one the layout gives.
    public var folder: URL?

    public init(
        name: String, parent: String? = nil, presentsModally: Bool = false, writesTests: Bool = true, overwrite: Bool = false,
        folder: URL? = nil
    ) {
        self.name = name
        self.parent = parent
        self.presentsModally = presentsModally
        self.writesTests = writesTests
        self.overwrite = overwrite
        self.folder = folder
    }
}

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
        let name = try FlowName(parsing: options.name, droppingSuffix: "Coordinator")
        let parent = try options.parent.map { try FlowName(parsing: $0, droppingSuffix: "Coordinator") }
        if parent?.typeStem == name.typeStem {
            throw GeneratorError.selfParent(name.typeStem)
        }
        try ProjectFence(root: project.root).checkConfiguredPaths(of: project)
        if let folder = options.folder { try project.checkInside(folder) }
        var plan = Plan(root: project.root)
        plan.projectRoot = project.root
        if let note = name.normalisationNote { plan.notes.append(note) }
        let request = CoordinatorRequest(project: project, files: files, options: options, name: name, parent: parent)
        try project.config.style.definition.planCoordinator(request, into: &plan)
        try NewTypeNameCheck(project: project).verify(plan)
        return plan
    }
}
