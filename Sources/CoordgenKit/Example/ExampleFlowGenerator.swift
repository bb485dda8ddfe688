import Foundation

/// Plans `coordgen new coordinator Zebra --like Profile`: a new flow made like one the app already
/// has. The example's own types (``ExampleFlowParts``) are copied into new files beside the
/// example's, renamed through swift-syntax (``IdentifierRenamer``); every place outside them that
/// wires the example (``ExampleWiringSites``) gets the same for the new flow, inserted right after
/// the original. Every edit of an existing file is an insertion.
///
/// The steps, each in a file of its own: the example chosen and refused (`+Choice`), the parts copied
/// (`+Parts`), the copy decided (`+Decision`, with its refusals in `+Refusals` and its names in
/// `+Renaming`), and the edits planned (`+Planning`, its notes in `+Notes`).
public struct ExampleFlowGenerator: Sendable {
    public let project: Project
    public let files: SourceFileRenderer

    public init(project: Project, files: SourceFileRenderer) {
        self.project = project
        self.files = files
    }

    public func plan(newFlow name: String, like example: String) throws -> Plan {
        try copyPlan(newFlow: name, like: example).plan
    }

    /// The plan, and whether anything outside the example's own types starts the copy (the wiring
    /// copied beside the example's). With `parent`, the copy is wired into that coordinator only
    /// (``ParentOnlyWiring``).
    func copyPlan(newFlow name: String, like example: String, parent: String? = nil) throws -> (plan: Plan, started: Bool) {
        let project = project.readingSourcesAfresh()
        let newName = try FlowName(parsing: name, droppingSuffix: "Coordinator")
        try ProjectFence(root: project.root).checkConfiguredPaths(of: project)
        let scope = ModuleScope(project: project)
        let moduleFiles = project.sources.files(project.sources.paths.filter { !scope.isTest($0) })
        let index = DeclarationIndex(files: moduleFiles)
        var chosen = try chooseExample(example, newName: newName, in: project, index: index)
        if let parent { chosen.otherParents = ParentOnlyWiring.otherParents(of: chosen.coordinator.name, than: parent, in: project) }
        var (plan, started) = try copyPlan(of: chosen, in: project, files: moduleFiles, index: index)
        if let note = chosen.otherParents?.note { plan.notes.append(note) }
        return (plan, started)
    }

    /// The plan of a copy of `chosen` (a flow, or a screen with its parts), read from `moduleFiles`.
    func copyPlan(of chosen: ChosenExample, in project: Project, files moduleFiles: [SourceFile], index: DeclarationIndex) throws -> (plan: Plan, started: Bool) {
        let copy = try decideCopy(of: chosen, files: moduleFiles, index: index)
        return try planWriting(copy, of: chosen, in: project)
    }
}
