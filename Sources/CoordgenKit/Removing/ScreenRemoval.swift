import Foundation

/// Plans `coordgen remove screen <Name> --coordinator C`: the screen's file, C's `pushTo<Name>()` or
/// `present<Name>()` (class and protocol), its factory method or route case, and its project entry.
public struct ScreenRemoval: Sendable {
    public let project: Project
    public let files: SourceFileRenderer

    public init(project: Project, files: SourceFileRenderer) {
        self.project = project
        self.files = files
    }

    public func plan(_ options: RemovalOptions) throws -> Plan {
        let project = project.readingSourcesAfresh()
        let shape = files.app.shape
        let name = try FlowName(parsing: options.name, droppingSuffix: project.config.style.definition.screen.typeSuffix)
        let typed = options.coordinator ?? ""
        try ProjectFence(root: project.root).checkConfiguredPaths(of: project)
        var sources = ProjectSources(project: project)
        let coordinator = try CoordinatorLookup.resolve(
            typed, normalised: try FlowName(parsing: typed, droppingSuffix: "Coordinator"), naming: shape.naming, in: &sources)
        let finder = FlowPartsFinder(project: project, shape: shape)
        var parts = try finder.screenFiles(name.typeStem)
        let owners = Set([coordinator.className] + (coordinator.protocolName.map { [$0] } ?? []))
        for method in ["pushTo\(name.typeStem)", "present\(name.typeStem)"] {
            parts.declarations.append(.method(method, inTypes: owners))
            parts.methodNames.insert(method)
        }
        if let routes = shape.protocol.routes {
            parts.declarations.append(.enumCase(name.caseName, enumName: "\(coordinator.className).\(routes.enum)"))
            parts.declarations.append(.switchClause(name.caseName, typeName: coordinator.className, function: routes.viewBuilder))
        }
        let command = "coordgen remove screen \(options.name) --coordinator \(typed)"
        let screenClass = NamingScheme.apply(shape.naming.screen, to: name.typeStem)
        var plan = try RemovalPlanner(project: project, force: options.force, command: command).plan(removing: parts, subject: screenClass)
        plan.notes = coordinator.notes + plan.notes
        return plan
    }
}
