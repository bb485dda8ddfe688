import Foundation

/// Plans a new screen: its view controller, and the coordinator's `pushTo<Name>()` or `present<Name>()`.
public struct ScreenGenerator: Sendable {
    public let project: Project
    public let files: SourceFileRenderer

    public init(project: Project, files: SourceFileRenderer) {
        self.project = project
        self.files = files
    }

    public func plan(_ options: ScreenOptions) throws -> Plan {
        var options = options
        // One reading of the app per plan, even when a caller plans several times with one Project.
        let project = project.readingSourcesAfresh()
        let style = project.config.style.definition
        // A SwiftUI screen is a `<Name>View`, a UIKit one a `<Name>ViewController`, or what the app's
        // naming scheme ends in (`{Name}Controller`).
        let name = try FlowName(
            parsing: options.name, droppingSuffix: project.shape.naming.screenSuffix ?? style.screen.typeSuffix)
        let coordinator = try FlowName(parsingCoordinator: options.coordinator)
        try ProjectFence(root: project.root).checkConfiguredPaths(of: project)
        if let folder = options.folder { try project.checkInside(folder) }
        var plan = Plan(root: project.root)
        plan.projectRoot = project.root
        if let note = name.normalisationNote { plan.notes.append(note) }
        // In an app of several modules: the module of the screen's coordinator.
        let modules = ModuleAwarePlanning(project: project)
        if options.folder == nil,
            let placed = try modules.screenFolder(for: coordinator, input: options.coordinator, shape: files.app.shape)
        {
            options.folder = project.url(for: placed.folder)
            plan.notes.append(placed.note)
        }
        if options.folder == nil,
            let beside = try ScreenBesideItsCoordinator.folder(
                for: coordinator, input: options.coordinator, project: project, modules: modules, shape: files.app.shape)
        {
            options.folder = project.url(for: beside.folder)
            plan.notes.append(beside.note)
        }
        // A layout with a feature area: the coordinator's folder fills it, or, outside every area, the
        // screen goes beside the coordinator (not into `paths.screens`, another flow's folder).
        var near: String?
        if options.folder == nil, let pattern = project.config.layoutPattern(for: .screen).pattern, LayoutConventions.hasArea(pattern) {
            near = try modules.classFile(of: options.coordinator, normalised: coordinator, shape: files.app.shape).map(
                ModuleScope.folder(of:))
            let outside = near.map { LayoutConventions.folder(pattern, flow: coordinator.typeStem, near: $0) == nil } ?? false
            if outside, let near { options.folder = project.url(for: near) }
            let note = LayoutArea.note(
                .screen, project: project, flow: coordinator.typeStem, near: near, beside: "its coordinator \(coordinator.typeStem)",
                fallback: outside ? near.map { "\($0), beside its coordinator" } : nil)
            plan.notes += note.map { [$0] } ?? []
        }
        var request = ScreenRequest(project: project, files: files, options: options, name: name, coordinator: coordinator)
        request.near = near
        let family = files.app.shape.protocol.family.generating
        let (method, coordinatorClass) = try family?.planScreen(request, into: &plan) ?? style.planScreen(request, into: &plan)
        try modules.verifyCompiled(plan, remedy: .screen)
        plan.nextSteps.append("call \(method) from \(coordinatorClass) when the user should see \(name.title)")
        try NewTypeNameCheck(project: project).verify(plan)
        return plan
    }
}
