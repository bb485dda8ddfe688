import Foundation

/// Plans `coordgen rename coordinator <Old> <New>`: the flow's types (class, protocol, first screen,
/// test class), its methods (`open…Coordinator()`, `show…()`, `pushTo…()`, `present…()`, factory
/// methods), its case in the flow enum (with a raw value that spells it) and every use of them in the
/// app's module, through swift-syntax; the files named after the types, with the comments that name
/// them; and the file references in `project.pbxproj`. A new name the module already declares is
/// refused, as `new coordinator` refuses it.
public struct CoordinatorRename: Sendable {
    public let project: Project
    public let files: SourceFileRenderer

    public init(project: Project, files: SourceFileRenderer) {
        self.project = project
        self.files = files
    }

    public func plan(renaming old: String, to new: String) throws -> Plan {
        let project = project.readingSourcesAfresh()
        let shape = files.app.shape
        let oldName = try FlowName(parsing: old, droppingSuffix: "Coordinator")
        let newName = try FlowName(parsing: new, droppingSuffix: "Coordinator")
        try ProjectFence(root: project.root).checkConfiguredPaths(of: project)
        var sources = ProjectSources(project: project)
        let flow = try CoordinatorLookup.resolve(old, normalised: oldName, naming: shape.naming, in: &sources)
        if flow.className == shape.naming.root {
            throw GeneratorError.cannotGenerate(
                "\(flow.className) is the app's root coordinator, which .coordgen.yml names (naming.root); rename it in Xcode and run `coordgen init --force`"
            )
        }
        let from = try FlowName(parsing: flow.flow)
        if from.typeStem == newName.typeStem {
            throw GeneratorError.cannotGenerate("\(flow.className) is already named \(newName.typeStem)")
        }
        let index = FlowPartsFinder(project: project, shape: shape).index
        let naming = shape.naming

        var types: [String: String] = [flow.className: NamingScheme.apply(naming.flowClass, to: newName.typeStem)]
        if let protocolName = flow.protocolName, let pattern = naming.flowProtocol {
            types[protocolName] = NamingScheme.apply(pattern, to: newName.typeStem)
        }
        let screen = NamingScheme.apply(naming.screen, to: from.typeStem)
        if index.type(named: screen) != nil { types[screen] = NamingScheme.apply(naming.screen, to: newName.typeStem) }
        if index.type(named: "\(flow.className)Tests") != nil { types["\(flow.className)Tests"] = "\(types[flow.className]!)Tests" }
        // What the app's family gives a flow besides (the view binding its flags, or showing its stack).
        let family = shape.protocol.family
        let oldFlow = FlowNames(stem: from.typeStem, flowClass: flow.className)
        let newFlow = FlowNames(stem: newName.typeStem, flowClass: NamingScheme.apply(naming.flowClass, to: newName.typeStem))
        types.merge(family.flowTypeRenames(from: oldFlow, to: newFlow, in: index)) { current, _ in current }
        let clashes = types.values.sorted().compactMap { index.conflict(forNewType: $0) }
        if !clashes.isEmpty { throw GeneratorError.typeAlreadyDeclared(clashes) }

        var names = types
        for (prefix, suffix) in [("open", "Coordinator"), ("show", ""), ("pushTo", ""), ("present", "")] {
            names["\(prefix)\(from.typeStem)\(suffix)"] = "\(prefix)\(newName.typeStem)\(suffix)"
        }
        // The parent's method in the app's own verb (`startHikes`, `runHikesFlow`).
        names[naming.openFlowMethod(for: from.typeStem)] = naming.openFlowMethod(for: newName.typeStem)
        for factory in [shape.protocol.coordinatorFactory, shape.protocol.screenFactory].compactMap({ $0 }) {
            names[Self.baseName(factory.method(for: from.typeStem))] = Self.baseName(factory.method(for: newName.typeStem))
        }
        if let perFlow = PerFlowParentFinish(shape.protocol.finish) {
            names.merge(perFlow.renames(from: from.typeStem, to: newName.typeStem)) { current, _ in current }
        }
        if let perFlow = PerFlowDelegateFinish(shape.protocol.finish) {
            names.merge(perFlow.renames(from: from.typeStem, to: newName.typeStem)) { current, _ in current }
        }
        let enums = Set([shape.protocol.flowType?.enum].compactMap { $0 } + family.flowCaseEnums(in: index))
        var fileNames: [String: String] = [:]
        for (old, new) in types where index.type(named: old)?.file.fileName == "\(old).swift" {
            fileNames["\(old).swift"] = "\(new).swift"
        }
        var plan = Plan(root: project.root)
        plan.projectRoot = project.root
        plan.notes = flow.notes + (newName.normalisationNote.map { [$0] } ?? [])
        // Identifiers that hold the name as a word follow it (`startShowsReservationScreen`), and so do
        // the comments and strings coordgen wrote about the flow; the user's own are kept and listed.
        let parentClass = FlowPartsFinder(project: project, shape: shape).declarationsWithMethod(naming.openFlowMethod(for: from.typeStem))
            .first
        try RenameApplication(
            names: names, cases: [from.caseName: newName.caseName], enums: enums, fileNames: fileNames,
            summary: "renamed \(from.typeStem) to \(newName.typeStem)", words: FlowWords(from: from, to: newName),
            generated: GeneratedFlowText(files: files, flow: from, className: flow.className, parentClass: parentClass)
        ).add(to: &plan, in: project)
        try NewTypeNameCheck(project: project).verify(plan)
        plan.nextSteps.append("the \(newName.title) flow: `coordgen tree` shows \(types[flow.className]!)")
        return plan
    }

    /// `makeReservationCoordinator` from `makeReservationCoordinator(router:)`.
    static func baseName(_ method: String) -> String {
        String(method.prefix { $0 != "(" })
    }
}
