import Foundation

/// What `coordgen new screen` was asked for.
public struct ScreenOptions: Sendable {
    public var name: String
    /// The coordinator that shows the screen.
    public var coordinator: String
    /// `present<Name>()` (modal) instead of `pushTo<Name>()`.
    public var presentsModally: Bool
    public var overwrite: Bool

    public init(name: String, coordinator: String, presentsModally: Bool = false, overwrite: Bool = false) {
        self.name = name
        self.coordinator = coordinator
        self.presentsModally = presentsModally
        self.overwrite = overwrite
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

    /// The template values that describe a screen or flow name.
    static func values(for name: FlowName) -> [String: any Sendable] {
        ["name": name.typeStem, "title": name.title]
    }

    public func plan(_ options: ScreenOptions) throws -> Plan {
        // A SwiftUI screen is a `<Name>View`, a UIKit one a `<Name>ViewController`.
        let name = try FlowName(parsing: options.name, droppingSuffix: project.config.style == .swiftui ? "View" : "ViewController")
        let coordinator = try FlowName(parsing: options.coordinator, droppingSuffix: "Coordinator")
        var plan = Plan(root: project.root)
        if let note = name.normalisationNote { plan.notes.append(note) }
        if let note = coordinator.normalisationNote { plan.notes.append("coordinator: \(note)") }

        if project.config.style == .swiftui {
            let method = try SwiftUIScreenRecipe(project: project, files: files).plan(
                options, name: name, coordinator: coordinator, into: &plan)
            plan.nextSteps.append("call \(method) from \(coordinator.typeStem)Coordinator when the user should see \(name.title)")
            return plan
        }
        var sources = ProjectSources(project: project)
        let values = Self.values(for: name)
        let method = options.presentsModally ? "present\(name.typeStem)()" : "pushTo\(name.typeStem)()"
        let snippet = try files.renderSnippet(options.presentsModally ? .presentScreen : .pushScreen, values: values)
        try CoordinatorMethodWriter(parent: coordinator, in: project).add(method: method, snippet: snippet, in: &sources)
        if project.config.style == .router {
            try RouterFactories.addScreen(name, files: files, in: &sources)
        }

        let screenFile = project.url(for: project.config.paths.screens).appendingPathComponent("\(name.typeStem)ViewController.swift")
        let planner = FilePlanner(overwriteExisting: options.overwrite)
        plan.add(
            planner.planWrite(
                try files.renderFile(.screen, fileName: screenFile.lastPathComponent, values: values),
                to: screenFile, in: plan))
        sources.addEdits(to: &plan)
        plan.nextSteps.append("call \(method) from \(coordinator.typeStem)Coordinator when the user should see \(name.title)")
        return plan
    }
}
