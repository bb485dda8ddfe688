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
        do {
            let family = try planFamilyRemoval(options, in: project)
            // A flow `new coordinator --like` made can look like the family's own (its coordinator and
            // first screen are where the family's would be): the copy's removal is taken when it
            // changes every file the family's does and more (the copy's protocol, its view model).
            guard !options.recursive, let copy = try? planExampleCopyRemoval(options, in: project), Self.paths(of: copy).isStrictSuperset(of: Self.paths(of: family))
            else { return family }
            return copy
        } catch let error as RemovalError {
            // Not what the family's templates write: perhaps a flow `new coordinator --like` made.
            switch error {
            case .stillUsed, .fileHoldsMore: break
            default: throw error
            }
            // Only where the copy's parts come away cleanly; otherwise the family's refusal stands.
            guard let plan = try? planExampleCopyRemoval(options, in: project) else { throw error }
            return plan
        }
    }

    private static func paths(of plan: Plan) -> Set<String> {
        Set(plan.changes.map { $0.url.standardizedPath })
    }

    /// The flow removed as `new coordinator --like` makes one (``FlowPartsFinder/exampleCopy(_:)``),
    /// with a note that says so; nil when it is not such a copy.
    private func planExampleCopyRemoval(_ options: RemovalOptions, in project: Project) throws -> Plan? {
        let shape = files.app.shape
        let name = try FlowName(parsing: options.name, droppingSuffix: "Coordinator")
        var sources = ProjectSources(project: project)
        let flow = try CoordinatorLookup.resolve(options.name, normalised: name, naming: shape.naming, in: &sources)
        let finder = FlowPartsFinder(project: project, shape: shape)
        guard let parts = try? finder.exampleCopy(flow), !parts.files.isEmpty else { return nil }
        let command = "coordgen remove coordinator \(options.name)"
        var plan = try RemovalPlanner(project: project, force: options.force, command: command).plan(removing: parts, subject: flow.className)
        let note =
            "\(flow.className) is not made as coordgen's templates make a flow, so it is removed as `new coordinator --like` makes one: \(parts.typeNames.sorted().joined(separator: ", ")) and the wiring named after \(name.typeStem)"
        plan.notes = flow.notes + [note] + plan.notes
        return plan
    }

    private func planFamilyRemoval(_ options: RemovalOptions, in project: Project) throws -> Plan {
        let shape = files.app.shape
        let name = try FlowName(parsing: options.name, droppingSuffix: "Coordinator")
        try ProjectFence(root: project.root).checkConfiguredPaths(of: project)
        var sources = ProjectSources(project: project)
        let flow = try CoordinatorLookup.resolve(options.name, normalised: name, naming: shape.naming, in: &sources)
        let finder = FlowPartsFinder(project: project, shape: shape)
        var (parts, pending) = try finder.coordinator(flow)
        parts.declarations += finishConformances(of: parts, opening: name)
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

    /// The `extension Parent: <FinishDelegate> { … }` that `new coordinator` gives a parent that was not
    /// yet a finish delegate, as the app's template writes it; it goes only while nothing left in the
    /// parent's file sets a child's delegate to the parent.
    private func finishConformances(of parts: GeneratedParts, opening name: FlowName) -> [GeneratedDeclaration] {
        let shape = files.app.shape
        let open = shape.naming.openFlowMethod(for: name.typeStem)
        // A flow's own delegate protocol goes with its parents' conformances (``PerFlowDelegateFinish``).
        guard shape.protocol.finish.kind == .delegate, shape.protocol.finish.delegatePerFlow != true,
            !shape.protocol.coordinatorsAreFinishDelegates,
            let delegate = shape.protocol.finish.protocol, let property = shape.protocol.finish.property
        else { return [] }
        let parents = parts.declarations.flatMap { declaration -> [String] in
            guard case .method(let method, let types) = declaration, method == open else { return [] }
            return types.sorted()
        }
        return parents.compactMap { parent in
            let flow = NamingScheme.match(shape.naming.flowClass, parent) ?? parent
            var subject = RenderContext.Subject(name: flow, title: flow, caseName: "", caseIdentifier: "")
            subject.className = parent
            guard let text = try? files.renderSnippet(.finishDelegateConformance, subject: subject) else { return nil }
            return .finishConformance(type: parent, protocol: delegate, text: text, property: property)
        }
    }

    /// `coordgen remove screen <Name> --coordinator C`: the screen's file, C's `pushTo<Name>()` or
    /// `present<Name>()` (class and protocol), its factory method or route case, and its project entry.
    public func planScreen(_ options: RemovalOptions) throws -> Plan {
        let project = project.readingSourcesAfresh()
        do {
            let family = try planFamilyScreenRemoval(options, in: project)
            // A copy's screen file can sit where the family's would: the copy's removal is taken when it
            // changes every file the family's does and more (its wiring, its module protocol).
            guard let copy = try? planScreenCopyRemoval(options, in: project), Self.paths(of: copy).isStrictSuperset(of: Self.paths(of: family))
            else { return family }
            return copy
        } catch let error as RemovalError {
            // Not what the family's templates write: perhaps a screen `new screen --like` made.
            switch error {
            case .stillUsed, .fileHoldsMore: break
            default: throw error
            }
            guard let plan = try? planScreenCopyRemoval(options, in: project) else { throw error }
            return plan
        }
    }

    /// The screen removed as `new screen --like` makes one (``FlowPartsFinder/screenCopy(_:shownBy:)``),
    /// with a note that says so; nil when it is not such a copy.
    private func planScreenCopyRemoval(_ options: RemovalOptions, in project: Project) throws -> Plan? {
        let shape = files.app.shape
        let typed = options.coordinator ?? ""
        var sources = ProjectSources(project: project)
        let coordinator = try CoordinatorLookup.resolve(
            typed, normalised: try FlowName(parsingCoordinator: typed), naming: shape.naming, in: &sources, acceptingStructs: true,
            acceptingViews: true)
        let name = try FlowName(parsing: ScreenTypeName.stem(of: options.name))
        let finder = FlowPartsFinder(project: project, shape: shape)
        guard let parts = try finder.screenCopy(name, shownBy: coordinator.className), !parts.files.isEmpty else { return nil }
        let command = "coordgen remove screen \(options.name) --coordinator \(typed)"
        var plan = try RemovalPlanner(project: project, force: options.force, command: command).plan(removing: parts, subject: name.typeStem)
        let note =
            "\(name.typeStem) is not made as coordgen's templates make a screen, so it is removed as `new screen --like` makes one: \(parts.typeNames.sorted().joined(separator: ", ")) and the wiring named after \(name.typeStem)"
        plan.notes = coordinator.notes + [note] + plan.notes
        return plan
    }

    private func planFamilyScreenRemoval(_ options: RemovalOptions, in project: Project) throws -> Plan {
        let shape = files.app.shape
        let name = try FlowName(parsing: options.name, droppingSuffix: project.config.style.definition.screen.typeSuffix)
        let typed = options.coordinator ?? ""
        try ProjectFence(root: project.root).checkConfiguredPaths(of: project)
        var sources = ProjectSources(project: project)
        let coordinator = try CoordinatorLookup.resolve(
            typed, normalised: try FlowName(parsingCoordinator: typed), naming: shape.naming, in: &sources)
        let finder = FlowPartsFinder(project: project, shape: shape)
        var parts = try finder.screenFiles(name.typeStem, flow: coordinator.flow)
        let owners = Set([coordinator.className] + (coordinator.protocolName.map { [$0] } ?? []))
        for method in ["pushTo\(name.typeStem)", "present\(name.typeStem)"] {
            parts.declarations.append(.method(method, inTypes: owners))
            parts.methodNames.insert(method)
        }
        // `present<Name>()` says the screen was presented.
        let presented = finder.functionNames(of: coordinator.className).contains("present\(name.typeStem)")
        // What the app's family adds: a route case and its clause, or a flag and the modifier binding it.
        let removed = RemovedScreen(name: name, coordinator: coordinator, owners: owners, presented: presented)
        parts.formUnion(try shape.protocol.family.screenParts(of: removed, in: finder))
        let command = "coordgen remove screen \(options.name) --coordinator \(typed)"
        let screenClass = NamingScheme.apply(shape.naming.screen, to: name.typeStem)
        var plan = try RemovalPlanner(project: project, force: options.force, command: command).plan(removing: parts, subject: screenClass)
        plan.notes = coordinator.notes + plan.notes
        return plan
    }
}
