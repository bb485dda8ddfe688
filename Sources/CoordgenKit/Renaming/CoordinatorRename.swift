import Foundation
import SwiftSyntax

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
        let newName = try FlowName(parsing: new, droppingSuffix: "Coordinator")
        try ProjectFence(root: project.root).checkConfiguredPaths(of: project)
        let flow = try renamedFlow(old, to: newName, in: project)
        let from = try FlowName(parsing: flow.flow)
        let index = FlowPartsFinder(project: project, shape: shape).index
        let types = try typeRenames(of: flow, from: from, to: newName, in: index)
        let names = types.merging(memberRenames(from: from.typeStem, to: newName.typeStem)) { type, _ in type }
        let cases = shape.protocol.family.caseRenames(from: from.caseName, to: newName.caseName)
        // The case's implicit uses (`case .basket:` in a switch over the parent's `HomeDestination`) follow
        // it wherever they are, so every enum declaring it follows too (the flow's route, the parent's destinations).
        let enums = Set([shape.protocol.flowType?.enum].compactMap { $0 } + shape.protocol.family.flowCaseEnums(in: index))
            .union(Self.enums(declaringAnyOf: Set(cases.keys), in: index))
        var fileNames: [String: String] = [:]
        for (old, new) in types where index.type(named: old)?.file.fileName == "\(old).swift" {
            fileNames["\(old).swift"] = "\(new).swift"
        }
        var plan = Plan(root: project.root)
        plan.projectRoot = project.root
        plan.notes = flow.notes + (newName.normalisationNote.map { [$0] } ?? [])
        // Identifiers that hold the name as a word follow it (`startShowsReservationScreen`), and so do
        // the comments and strings coordgen wrote about the flow; the user's own are kept and listed.
        let finder = FlowPartsFinder(project: project, shape: shape)
        let parentClass = (finder.declarationsWithMethod(shape.naming.openFlowMethod(for: from.typeStem))
            + finder.classesStartingInFamilyVerb(flow: from.typeStem, flowClass: flow.className)).first
        let folder = try flowFolder(of: flow.className, words: FlowWords(from: from, to: newName), index: index, in: project)
        if let note = folder.note { plan.notes.append(note) }
        try RenameApplication(
            names: names, cases: cases, enums: enums, fileNames: fileNames,
            summary: "renamed \(from.typeStem) to \(newName.typeStem)", words: FlowWords(from: from, to: newName),
            generated: GeneratedFlowText(
                files: files, flow: from, className: flow.className, parentClass: parentClass, shown: shownNames(by: flow.className, finder: finder)),
            folder: folder.rename
        ).add(to: &plan, in: project)
        try NewTypeNameCheck(project: project).verify(plan)
        plan.nextSteps.append("the \(newName.title) flow: `coordgen tree` shows \(types[flow.className]!)")
        return plan
    }

    /// The flow's own folder named after it, moved with the rename (``FlowFolderRename``), or why it stays.
    private func flowFolder(
        of className: String, words: FlowWords, index: DeclarationIndex, in project: Project
    ) throws -> (rename: FlowFolderRename?, note: String?) {
        guard let file = index.type(named: className, kinds: [.class, .struct])?.file.path else { return (nil, nil) }
        let others = ParentsOwnExample.graph(of: project).coordinators.filter { $0.name != className }.map(\.location.file)
        return try FlowFolderRename.find(classFile: file, words: words, otherCoordinatorFiles: others, project: project)
    }

    /// The flow the user named, refused when it is the root or already has the new name.
    private func renamedFlow(_ old: String, to newName: FlowName, in project: Project) throws -> CoordinatorNameResolver.Resolution {
        let naming = files.app.shape.naming
        let oldName = try FlowName(parsing: old, droppingSuffix: "Coordinator")
        var sources = ProjectSources(project: project)
        let flow = try CoordinatorLookup.resolve(old, normalised: oldName, naming: naming, in: &sources)
        if flow.className == naming.root {
            throw GeneratorError.cannotGenerate(
                "\(flow.className) is the app's root coordinator, which .coordgen.yml names (naming.root); rename it in Xcode and run `coordgen init --force`"
            )
        }
        if try FlowName(parsing: flow.flow).typeStem == newName.typeStem {
            throw GeneratorError.cannotGenerate("\(flow.className) is already named \(newName.typeStem)")
        }
        return flow
    }

    /// The flow's types and their new names: the class, its protocol, first screen and test class, and
    /// what the app's family gives a flow besides (the view binding its flags, or showing its stack).
    /// A new name the module already declares is refused.
    private func typeRenames(
        of flow: CoordinatorNameResolver.Resolution, from: FlowName, to newName: FlowName, in index: DeclarationIndex
    ) throws -> [String: String] {
        let shape = files.app.shape
        let naming = shape.naming
        var types: [String: String] = [flow.className: NamingScheme.apply(naming.flowClass, to: newName.typeStem)]
        if let protocolName = flow.protocolName, let pattern = naming.flowProtocol {
            types[protocolName] = NamingScheme.apply(pattern, to: newName.typeStem)
        }
        let screen = NamingScheme.apply(naming.screen, to: from.typeStem)
        if index.type(named: screen) != nil { types[screen] = NamingScheme.apply(naming.screen, to: newName.typeStem) }
        if index.type(named: "\(flow.className)Tests") != nil { types["\(flow.className)Tests"] = "\(types[flow.className]!)Tests" }
        let oldFlow = FlowNames(stem: from.typeStem, flowClass: flow.className, screenPattern: naming.screen)
        let newFlow = FlowNames(
            stem: newName.typeStem, flowClass: NamingScheme.apply(naming.flowClass, to: newName.typeStem), screenPattern: naming.screen)
        types.merge(shape.protocol.family.flowTypeRenames(from: oldFlow, to: newFlow, in: index)) { current, _ in current }
        types.merge(ownTypeRenames(of: flow, from: from, to: newName, in: index)) { current, _ in current }
        let clashes = types.sorted { $0.value < $1.value }.compactMap { old, new in
            index.conflict(forNewType: new, visibility: index.type(named: old).map(NewTypeVisibility.of) ?? .module)
        }
        if !clashes.isEmpty { throw GeneratorError.typeAlreadyDeclared(clashes) }
        return types
    }

    /// The screens and child flows the flow's methods show (`pushToDetails`, `openPayment`), by name.
    private func shownNames(by className: String, finder: FlowPartsFinder) -> [ShownName] {
        let shape = files.app.shape
        let prefixes = ["pushTo", "present", "show"] + shape.protocol.family.screenMethodPrefixes
        var names: [ShownName] = []
        for method in finder.functionNames(of: className) {
            for prefix in prefixes where method.hasPrefix(prefix) && method.count > prefix.count {
                guard let name = try? FlowName(parsing: String(method.dropFirst(prefix.count))) else { continue }
                if !names.contains(where: { $0.name.typeStem == name.typeStem }) {
                    names.append(ShownName(name: name, flowClass: NamingScheme.apply(shape.naming.flowClass, to: name.typeStem)))
                }
            }
        }
        return names
    }

    /// The other types the coordinator's file declares named after the flow (its output protocol
    /// `ReservationCoordinatorOutput`, its route enum `ReservationRoute`, its result): they are the flow's own.
    private func ownTypeRenames(
        of flow: CoordinatorNameResolver.Resolution, from: FlowName, to newName: FlowName, in index: DeclarationIndex
    ) -> [String: String] {
        guard let file = index.type(named: flow.className, kinds: [.class])?.file.path else { return [:] }
        let words = FlowWords(from: from, to: newName)
        var types: [String: String] = [:]
        for type in index.types where type.file.path == file && !type.isNested && !type.isLocal && type.name != flow.className {
            if let renamed = words.replacing(in: type.name) { types[type.name] = renamed }
        }
        return types
    }

    /// The flow's methods and their new names: the parent's `open…Coordinator()`, `show…()`,
    /// `pushTo…()` and `present…()`, its method in the app's own verb (`startHikes`, `runHikesFlow`),
    /// the factories' methods and the per-flow finish methods.
    private func memberRenames(from old: String, to new: String) -> [String: String] {
        let shape = files.app.shape
        var names: [String: String] = [:]
        for (prefix, suffix) in [("open", "Coordinator"), ("show", ""), ("pushTo", ""), ("present", "")] {
            names["\(prefix)\(old)\(suffix)"] = "\(prefix)\(new)\(suffix)"
        }
        names[shape.naming.openFlowMethod(for: old)] = shape.naming.openFlowMethod(for: new)
        for factory in [shape.protocol.coordinatorFactory, shape.protocol.screenFactory].compactMap({ $0 }) {
            names[Self.baseName(factory.method(for: old))] = Self.baseName(factory.method(for: new))
        }
        if let perFlow = PerFlowParentFinish(shape.protocol.finish) {
            names.merge(perFlow.renames(from: old, to: new)) { current, _ in current }
        }
        if let perFlow = PerFlowDelegateFinish(shape.protocol.finish) {
            names.merge(perFlow.renames(from: old, to: new)) { current, _ in current }
        }
        return names
    }

    /// The app's enums that declare one of `cases`.
    static func enums(declaringAnyOf cases: Set<String>, in index: DeclarationIndex) -> Set<String> {
        Set(
            index.types.filter { type in
                type.kind == .enum
                    && (type.members ?? []).contains { item in
                        item.decl.as(EnumCaseDeclSyntax.self)?.elements.contains { cases.contains(SourceEditNames.unescaped($0.name)) } == true
                    }
            }.map(\.name))
    }

    /// `makeReservationCoordinator` from `makeReservationCoordinator(router:)`.
    static func baseName(_ method: String) -> String {
        String(method.prefix { $0 != "(" })
    }
}
