import Foundation

/// What `coordgen new screen` was asked for.
public struct ScreenOptions: Sendable {
    public var name: String
    /// The coordinator that shows the screen.
    public var coordinator: String
    /// `present<Name>()` (modal) instead of `pushTo<Name>()`.
    public var presentsModally: Bool
    public var overwrite: Bool
    /// `--in`: the folder for the view controller instead of the one the layout gives.
    public var folder: URL?

    public init(name: String, coordinator: String, presentsModally: Bool = false, overwrite: Bool = false, folder: URL? = nil) {
        self.name = name
        self.coordinator = coordinator
        self.presentsModally = presentsModally
        self.overwrite = overwrite
        self.folder = folder
    }
}

/// Plans a new screen: its view controller, and the coordinator's `pushTo<Name>()` or `present<Name>()`.
public struct ScreenGenerator: Sendable {
    public let project: Project
    public let files: SourceFileRenderer

    public init(project: Project, files: SourceFileRenderer) {
        self.project = project
        self.files = files
    }

    public func plan(_ options: ScreenOptions) throws -> Plan {
        let style = project.config.style.definition
        // A SwiftUI screen is a `<Name>View`, a UIKit one a `<Name>ViewController`.
        let name = try FlowName(parsing: options.name, droppingSuffix: style.screen.typeSuffix)
        let coordinator = try FlowName(parsing: options.coordinator, droppingSuffix: "Coordinator")
        try ProjectFence(root: project.root).checkConfiguredPaths(of: project)
        if let folder = options.folder { try project.checkInside(folder) }
        var plan = Plan(root: project.root)
        plan.projectRoot = project.root
        if let note = name.normalisationNote { plan.notes.append(note) }
        let request = ScreenRequest(project: project, files: files, options: options, name: name, coordinator: coordinator)
        let (method, coordinatorClass) = try style.planScreen(request, into: &plan)
        plan.nextSteps.append("call \(method) from \(coordinatorClass) when the user should see \(name.title)")
        try NewTypeNameCheck(project: project).verify(plan)
        return plan
    }
}
