import Foundation

/// Plans `coordgen remove`: what `new coordinator` or `new screen` generated, found again through the
/// recorded shape (`FlowPartsFinder`) and taken out by `RemovalPlanner`.
public struct Removal: Sendable {
    public let project: Project
    public let files: SourceFileRenderer

    public init(project: Project, files: SourceFileRenderer) {
        self.project = project
        self.files = files
    }

    /// `coordgen remove coordinator`: the flow's files, its case in the flow enum, the parent's open
    /// method, its factory methods or route case, and its project entries — with `recursive`, the same
    /// for every flow it starts.
    public func planCoordinator(_ options: RemovalOptions) throws -> Plan {
        let project = project.readingSourcesAfresh()
        let shape = files.app.shape
        let name = try FlowName(parsing: options.name, droppingSuffix: "Coordinator")
        try ProjectFence(root: project.root).checkConfiguredPaths(of: project)
        var sources = ProjectSources(project: project)
        let flow = try CoordinatorLookup.resolve(options.name, normalised: name, naming: shape.naming, in: &sources)
        let finder = FlowPartsFinder(project: project, shape: shape)
        var (parts, pending) = try finder.coordinator(flow)
        let command = "coordgen remove coordinator \(options.name)"
        if !pending.isEmpty, !options.recursive {
            throw RemovalError.hasChildren(className: flow.className, children: pending, command: command)
        }
        var notes = flow.notes
        var removedFlows = [flow.flow]
        while !pending.isEmpty {
            let child = pending.removeFirst()
            guard !removedFlows.contains(child) else { continue }
            removedFlows.append(child)
            let resolution = try CoordinatorLookup.resolve(child, naming: shape.naming, in: &sources)
            let found = try finder.coordinator(resolution)
            parts.formUnion(found.parts)
            pending += found.children
        }
        if removedFlows.count > 1 { notes.append("--recursive: removing \(removedFlows.joined(separator: ", "))") }
        var plan = try RemovalPlanner(project: project, force: options.force, command: command).plan(
            removing: parts, subject: flow.className)
        plan.notes = notes + plan.notes
        return plan
    }

    /// `coordgen remove screen <Name> --coordinator C`: the screen's file, C's `pushTo<Name>()` or
    /// `present<Name>()` (class and protocol), its factory method or route case, and its project entry.
    public func planScreen(_ options: RemovalOptions) throws -> Plan {
        let project = project.readingSourcesAfresh()
        let shape = files.app.shape
        let name = try FlowName(parsing: options.name, droppingSuffix: project.config.style.definition.screen.typeSuffix)
        let typed = options.coordinator ?? ""
        try ProjectFence(root: project.root).checkConfiguredPaths(of: project)
        var sources = ProjectSources(project: project)
        let coordinator = try CoordinatorLookup.resolve(
            typed, normalised: try FlowName(parsing: typed, droppingSuffix: "Coordinator"), naming: shape.naming, in: &sources)
        let finder = FlowPartsFinder(project: project, shape: shape)
        var parts = try finder.screenFiles(name.typeStem, flow: coordinator.flow)
        let owners = Set([coordinator.className] + (coordinator.protocolName.map { [$0] } ?? []))
        for method in ["pushTo\(name.typeStem)", "present\(name.typeStem)"] {
            parts.declarations.append(.method(method, inTypes: owners))
            parts.methodNames.insert(method)
        }
        if let routes = shape.protocol.routes {
            parts.declarations.append(.enumCase(name.caseName, enumName: routes.perFlow ? "\(coordinator.className).\(routes.enum)" : routes.enum))
            parts.declarations.append(.switchClause(name.caseName, typeName: coordinator.className, function: routes.viewBuilder))
            // An app-wide route enum lives in a file of its own (`Route.swift`): read it, and its other users.
            if !routes.perFlow { parts.cases.append(.init(enumName: routes.enum, caseName: name.caseName)) }
        }
        let command = "coordgen remove screen \(options.name) --coordinator \(typed)"
        let screenClass = NamingScheme.apply(shape.naming.screen, to: name.typeStem)
        var plan = try RemovalPlanner(project: project, force: options.force, command: command).plan(removing: parts, subject: screenClass)
        plan.notes = coordinator.notes + plan.notes
        return plan
    }
}
