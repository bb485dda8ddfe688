import Foundation
import SwiftParser
import SwiftSyntax

/// Plans `coordgen new coordinator Zebra --like Profile`: a new flow made like one the app already
/// has. The example's own types (``ExampleFlowParts``) are copied into new files beside the
/// example's, renamed through swift-syntax (``IdentifierRenamer``); every place outside them that
/// wires the example (``ExampleWiringSites``) gets the same for the new flow, inserted right after
/// the original. Every edit of an existing file is an insertion.
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
    /// copied beside the example's).
    func copyPlan(newFlow name: String, like example: String) throws -> (plan: Plan, started: Bool) {
        let project = project.readingSourcesAfresh()
        let newName = try FlowName(parsing: name, droppingSuffix: "Coordinator")
        try ProjectFence(root: project.root).checkConfiguredPaths(of: project)
        let scope = ModuleScope(project: project)
        let moduleFiles = project.sources.files(project.sources.paths.filter { !scope.isTest($0) })
        let index = DeclarationIndex(files: moduleFiles)
        let chosen = try chooseExample(example, newName: newName, in: project, index: index)
        return try copyPlan(of: chosen, in: project, files: moduleFiles, index: index)
    }

    /// The plan of a copy of `chosen` (a flow, or a screen with its parts), read from `moduleFiles`.
    func copyPlan(of chosen: ChosenExample, in project: Project, files moduleFiles: [SourceFile], index: DeclarationIndex) throws -> (plan: Plan, started: Bool) {
        let copy = try decideCopy(of: chosen, files: moduleFiles, index: index)
        return try writing(copy, of: chosen, in: project)
    }

    /// The example flow `--like` names, and how its names turn into the new flow's.
    struct ChosenExample {
        let flow: CoordinatorNameResolver.Resolution
        let coordinator: TypeDeclaration
        let swap: ExampleNameSwap
        /// For a screen made like one the coordinator shows (`new screen --like`): the screen's own
        /// types; `flow` then names the screen, and `coordinator` is the one that shows it.
        var screenParts: ExampleFlowParts? = nil
    }

    /// What the copy is made of: the example's parts reduced to one empty first screen, the wiring
    /// copied beside the example's, and the renamer that turns one into the other.
    struct CopyDecision {
        let parts: ExampleFlowParts
        let reduction: ExampleScreenReduction
        /// The example's types copied, old name → new.
        let types: [String: String]
        let wiring: ExampleWiring
        let copies: ExampleFileCopies
        let renamer: IdentifierRenamer
        let names: [String: String]
        let leftOut: Set<String>
        /// The example's protocols the copy uses as they are, each with the app's protocol that refines it.
        var shared: [String: String] = [:]
    }

    /// Resolves the example and refuses one that cannot be copied: the root, one named like the new
    /// flow, one whose coordinator does not carry its flow's name.
    private func chooseExample(_ example: String, newName: FlowName, in project: Project, index: DeclarationIndex) throws -> ChosenExample {
        let naming = files.app.shape.naming
        let exampleName = try FlowName(parsing: example, droppingSuffix: "Coordinator")
        var sources = ProjectSources(project: project)
        let flow: CoordinatorNameResolver.Resolution
        do {
            flow = try CoordinatorLookup.resolve(example, normalised: exampleName, naming: naming, in: &sources, acceptingStructs: true)
        } catch {
            throw GeneratorError.cannotGenerate("--like \(example): \(error)")
        }
        if flow.className == naming.root {
            throw GeneratorError.cannotGenerate(
                "--like \(example): \(flow.className) is the app's root coordinator; name a flow that has a parent, e.g. one `coordgen tree` shows under it")
        }
        let swap = ExampleNameSwap(old: try FlowName(parsing: flow.flow), new: newName)
        if swap.old.typeStem == newName.typeStem {
            throw GeneratorError.cannotGenerate("--like \(example): the new flow cannot have the example's name \(newName.typeStem)")
        }
        guard let coordinator = index.type(named: flow.className), swap.contains(flow.className) else {
            throw GeneratorError.cannotGenerate(
                "--like \(example): \(flow.className) does not carry its flow's name \(swap.old.typeStem), so coordgen cannot tell its own types from others'")
        }
        return ChosenExample(flow: flow, coordinator: coordinator, swap: swap)
    }

    /// What of the example is copied and how it is renamed; refuses a copy whose types the app declares already.
    private func decideCopy(of chosen: ChosenExample, files moduleFiles: [SourceFile], index: DeclarationIndex) throws -> CopyDecision {
        let (flow, coordinator, swap) = (chosen.flow, chosen.coordinator, chosen.swap)
        let parts = chosen.screenParts ?? ExampleFlowParts(coordinator: coordinator, protocolName: flow.protocolName, swap: swap, index: index)
        // The example's screens the copy leaves out (in its folder or not): wiring that makes or takes
        // one stays the example's.
        let leftOut = Set(index.types.filter { ExampleFlowParts.isScreen($0) && swap.contains($0.name) && parts.types[$0.name] == nil }.map(\.name))
        let screenCopy = chosen.screenParts != nil
        let exampleWiring = ExampleWiring(
            files: moduleFiles, ownTypes: Set(parts.types.keys), swap: swap, leftOut: leftOut, flowStems: ExampleWiring.flowStems(in: index),
            membersNamingCases: screenCopy)
        let reduction = ExampleScreenReduction(
            parts: parts, coordinator: coordinator, protocolName: flow.protocolName, index: index, leftOutMembers: exampleWiring.leftOutMembers,
            files: moduleFiles, calledByWiring: exampleWiring.calledMembers, swap: swap)
        let shared = ExampleSharedProtocols.refinedOutside(Set(parts.types.keys.filter(reduction.reached.contains)), index: index)
        let types = parts.types.filter { reduction.reached.contains($0.key) && shared[$0.key] == nil }
        // A copied `private` helper stays file-private in the copy's own, new file.
        let clashes = types.sorted { $0.value < $1.value }.compactMap { old, new in
            index.conflict(forNewType: new, visibility: index.type(named: old)?.isFilePrivate == true ? .filePrivate(inFile: nil) : .module)
        }
        if !clashes.isEmpty { throw GeneratorError.typeAlreadyDeclared(clashes) }

        let ownFiles = moduleFiles.filter { file in
            index.declarations.contains { $0.file.path == file.path && !$0.isNested && !$0.isLocal && types[$0.name] != nil }
        }
        let requirements = types.keys.reduce(into: [String: [MemberBlockItemSyntax]]()) { found, type in
            if let declared = index.type(named: type, kinds: [.protocol]) { found[type] = Array(declared.members ?? []) }
        }
        let modules = project.model.modules
        let copies = ExampleFileCopies(
            files: ownFiles, ownTypes: Set(types.keys), swap: swap, folder: parts.folder, reduction: reduction, types: types,
            sameModule: { !modules.describes($0) || modules.module(compiling: $0) == modules.module(compiling: $1) })
        try refuseResultlessFunctions(in: copies, of: chosen)
        // The enum cases the copy names are those its reduced types name, as `remove` finds them again.
        let copiedReferences = copies.copies.reduce(into: Set<String>()) { found, copy in
            found.formUnion(ExampleWiringSites.memberAccessNames(in: Syntax(Parser.parse(source: copy.text))))
        }
        let wiring = ExampleWiring(
            files: moduleFiles, ownTypes: Set(types.keys), swap: swap, leftOut: leftOut, requirements: requirements,
            ownTypesReferences: copiedReferences, flowStems: ExampleWiring.flowStems(in: index),
            boundProtocols: ExampleWiring.protocolsBindingOwnTypes(Set(types.keys), in: index), membersNamingCases: screenCopy)
        let names = Self.newNames(of: types, wiring: wiring, index: index, swap: swap)
        // The copies' own enums with a case of those names (`enum Event { case profile }` in the
        // screen): their cases are renamed with their uses, so the copy stays consistent.
        let ownEnums = copies.copies.reduce(into: Set<String>()) { found, copy in
            found.formUnion(ExampleFileCopies.enums(in: copy.text, declaringAnyOf: Set(wiring.cases.keys)))
        }
        var renamer = IdentifierRenamer(
            names: names, cases: wiring.cases, enums: wiring.enums.union(ownEnums), fileNames: copies.fileNames)
        // A call to a type or method the copy leaves as it was keeps its labels (`MyPageViewModel(myPageCoordinator:)`).
        renamer.labelCallees = copies.declaredCallees
        return CopyDecision(
            parts: parts, reduction: reduction, types: types, wiring: wiring, copies: copies, renamer: renamer, names: names, leftOut: leftOut,
            shared: shared)
    }

    /// Refuses a copy where a function whose value was made by statements showing screens the copy
    /// leaves out would return nothing.
    private func refuseResultlessFunctions(in copies: ExampleFileCopies, of chosen: ChosenExample) throws {
        for copy in copies.copies {
            guard let original = project.sources.text(of: copy.sourcePath) else { continue }
            let resultless = ExampleResultlessFunctions.names(in: copy.text, original: original)
            guard !resultless.isEmpty else { continue }
            throw GeneratorError.cannotGenerate(
                "a copy of \(chosen.screenParts == nil ? chosen.coordinator.name : chosen.flow.className) would not compile: \(resultless.joined(separator: ", ")) must return a value, and every statement making it shows a screen of \(chosen.flow.flow)'s that the copy leaves out; make the flow like another with --like, or write it by hand")
        }
    }

    /// The copy's names: its types' (`types`), the protocol requirements they implement, their own
    /// members named after the flow (a requirement's name wins), and the wiring's members (which win).
    private static func newNames(
        of types: [String: String], wiring: ExampleWiring, index: DeclarationIndex, swap: ExampleNameSwap
    ) -> [String: String] {
        var names = types
        for member in requirementNames(of: types, in: index, swap: swap) { names[member] = swap.swapped(member) }
        names.merge(ExampleOwnMemberNames.renamed(in: types, index: index, swap: swap)) { required, _ in required }
        names.merge(wiring.memberNames) { _, wired in wired }
        return names
    }

    /// The plan: the copies written, the wiring inserted, and a note for every decision; and whether the
    /// wiring starts the copy (names one of its types outside its own files).
    private func writing(_ copy: CopyDecision, of chosen: ChosenExample, in project: Project) throws -> (plan: Plan, started: Bool) {
        let (flow, swap, types) = (chosen.flow, chosen.swap, copy.types)
        let newName = swap.new
        var plan = Plan(root: project.root)
        plan.projectRoot = project.root
        plan.notes = flow.notes + (newName.normalisationNote.map { [$0] } ?? [])
        plan.notes += Self.copyNotes(copy, swap: swap)
        let conformances = ExampleOriginalConformances(
            types: types.filter { !copy.reduction.protocolsLosingRequirements.contains($0.key) && !copy.wiring.boundProtocols.contains($0.key) },
            index: copy.reduction.index,
            renamedMembers: Set(copy.names.keys))
        for file in copy.copies.copies {
            let renamed = conformances.adding(to: try Self.renaming(file.text, with: copy.renamer, path: file.sourcePath))
            if let note = ExampleStoryboardScenes(in: renamed).note(for: file.path, flow: swap.old.typeStem) { plan.notes.append(note) }
            let url = project.root.appendingPathComponent(file.path)
            plan.add(FilePlanner().planWrite(renamed, to: url, in: plan, summary: "created \(file.path), like \(file.sourcePath)"))
        }
        let (edits, wiringNotes) = try copy.wiring.edits(renamer: copy.renamer)
        plan.notes += wiringNotes
        let leftOutMembers = copy.wiring.leftOutMembers
        if !leftOutMembers.isEmpty {
            plan.notes.append(
                "not copied: \(leftOutMembers.joined(separator: ", ")): \(leftOutMembers.count == 1 ? "it makes or takes" : "they make or take") a screen of \(swap.old.typeStem)'s that \(newName.typeStem) does not have (\(copy.leftOut.sorted().joined(separator: ", "))), and the copy shows none of those")
        }
        let leftOutCases = copy.wiring.leftOutCases.map { "case \($0.caseName) of \($0.enumName)" }
        if !leftOutCases.isEmpty {
            plan.notes.append(
                "not copied: \(leftOutCases.joined(separator: ", ")), nor the switch clauses over \(leftOutCases.count == 1 ? "it" : "them"): nothing \(newName.typeStem)'s copy keeps uses \(leftOutCases.count == 1 ? "it" : "them") (its types, the members copied, a clause that starts \(swap.old.typeStem))")
        }
        let showingLeftOut = copy.wiring.casesShowingLeftOutScreens.map { "case \($0.caseName) of \($0.enumName)" }
        if !showingLeftOut.isEmpty {
            plan.notes.append(
                "not copied: \(showingLeftOut.joined(separator: ", ")), nor the switch clauses over \(showingLeftOut.count == 1 ? "it" : "them"): they show a screen of \(swap.old.typeStem)'s that \(newName.typeStem) does not have (\(copy.leftOut.sorted().joined(separator: ", "))), made for \(flow.className); show \(types[flow.className] ?? newName.typeStem) where it belongs")
        }
        // A wiring naming none of the copy's types (a case of a steps enum alone) does not start it.
        let newMembers = Set(copy.wiring.memberNames.values)
        let started =
            chosen.screenParts != nil || ExampleWiringStart(newNames: Set(types.values).union(newMembers), newMembers: newMembers).starts(edits)
        try add(edits, startingCopy: started, of: swap, in: project, to: &plan)
        try NewTypeNameCheck(project: project).verify(plan)
        if chosen.screenParts != nil { return (plan, true) }
        if copy.wiring.isEmpty {
            plan.notes.append("nothing outside \(swap.old.typeStem)'s own types names it, so nothing starts \(newName.typeStem) yet: call its start() where it belongs")
        } else if !started {
            let what = edits.flatMap(\.what).joined(separator: ", ")
            plan.notes.append(
                "the copy of \(swap.old.typeStem)'s wiring (\(what)) names none of \(newName.typeStem)'s types outside a property of its own, so nothing starts \(types[flow.className]!) yet: \(swap.old.typeStem) is started where coordgen copies nothing (a list of flows, an injected property); start \(types[flow.className]!) beside it")
        }
        plan.nextSteps.append("the \(newName.title) flow: `coordgen tree` shows \(types[flow.className]!)")
        return (plan, started)
    }

    /// The wiring's edits, each said to wire the copy where it starts it, else to add what it copies.
    private func add(_ edits: [ExampleWiring.Edit], startingCopy started: Bool, of swap: ExampleNameSwap, in project: Project, to plan: inout Plan) throws {
        for edit in edits {
            guard let old = project.sources.text(of: edit.path) else { throw GeneratorError.unreadableSource(edit.path) }
            let what = edit.what.joined(separator: ", ")
            let summary =
                started
                ? "wired \(swap.new.typeStem) like \(swap.old.typeStem) in \(edit.path) (\(what))"
                : "copied \(swap.old.typeStem)'s \(what) for \(swap.new.typeStem) in \(edit.path) (which does not start it)"
            plan.add(
                FilePlanner.planEdit(
                    of: project.root.appendingPathComponent(edit.path), from: old, to: edit.text, in: plan, summary: summary,
                    fingerprint: project.sources.fingerprint(of: edit.path)))
        }
    }

    /// The requirements of the example's own protocols named after it (`profileDidFinish`), renamed in
    /// every copy so the copied protocols and their conformances still match. The copied types' other
    /// members named after it are renamed by ``ExampleOwnMemberNames`` where nothing outside the copy
    /// declares the name (a use case's `addProfile()` keeps its).
    private static func requirementNames(of types: [String: String], in index: DeclarationIndex, swap: ExampleNameSwap) -> Set<String> {
        var names: Set<String> = []
        for type in types.keys {
            for declaration in index.declarations(named: type) where declaration.kind == .protocol {
                for item in declaration.members ?? [] {
                    if let name = ExampleWiringSites.declaredName(item.decl), swap.contains(name), name != swap.old.caseName {
                        names.insert(name)
                    }
                }
            }
        }
        return names
    }

    /// One line per decision the reduction to one empty first screen made.
    private static func reductionNotes(
        _ reduction: ExampleScreenReduction, parts: ExampleFlowParts, types: [String: String], shared: Set<String>, swap: ExampleNameSwap
    ) -> [String] {
        var notes: [String] = []
        let stem = swap.old.typeStem
        let new = swap.new.typeStem
        if let first = parts.firstScreen, let copy = types[first] {
            notes.append(
                "\(new)'s one screen is \(copy), an empty \(first): only its initialisers, the stored properties they set and what the copied flow uses of it are copied\(reduction.emptiesBody(of: first) ? ", and its body is EmptyView()" : ""); fill in its content")
            let others = reduction.emptied.subtracting([first]).compactMap { old in types[old].map { "\($0) (like \(old))" } }.sorted()
            if !others.isEmpty { notes.append("copied empty as the screen is, for it: \(others.joined(separator: ", "))") }
        } else if let shared = parts.sharedFirstScreen {
            notes.append("\(new) shows \(shared) first, as \(stem) does: a factory shared with other flows makes it, so it is not copied")
        }
        let calls = reduction.takingTheExample.map { "\($0)(…)" }.joined(separator: ", ")
        for (type, members) in reduction.handingItself.sorted(by: { $0.key < $1.key }) {
            guard let copy = types[type] else { continue }
            notes.append(
                "not copied into \(copy): \(members.joined(separator: ", ")): \(members.count == 1 ? "it calls" : "they call") \(calls), which takes \(stem)'s coordinator class itself and cannot take \(new)'s; show \(new)'s first screen there")
        }
        for (type, members) in reduction.leftOut.sorted(by: { $0.key < $1.key }) {
            guard let copy = types[type] else { continue }
            notes.append(
                "not copied into \(copy): \(members.joined(separator: ", ")): \(members.count == 1 ? "it shows" : "they show") \(stem)'s other screens, which \(new) does not have")
        }
        if !reduction.screensLeftOut.isEmpty {
            notes.append("the screens \(new) does not show: \(reduction.screensLeftOut.sorted().joined(separator: ", "))")
        }
        for (type, members) in reduction.shortened.sorted(by: { $0.key < $1.key }) {
            guard let copy = types[type], !reduction.emptied.contains(type) else { continue }
            notes.append("copied into \(copy) without the statements that show other screens: \(members.joined(separator: ", "))")
        }
        let uncopied = parts.types.keys.filter { types[$0] == nil && !shared.contains($0) }.sorted()
        if !uncopied.isEmpty { notes.append("not copied: \(uncopied.joined(separator: ", ")): only code that shows other screens used \(uncopied.count == 1 ? "it" : "them")") }
        return notes
    }

    /// What the copy takes from the example and what it leaves, one note each.
    private static func copyNotes(_ copy: CopyDecision, swap: ExampleNameSwap) -> [String] {
        let (newName, types) = (swap.new, copy.types)
        var notes: [String] = []
        notes.append(
            "made \(newName.typeStem) like \(swap.old.typeStem): copied \(types.keys.sorted().joined(separator: ", ")) from \(copy.parts.folder.isEmpty ? "the app" : copy.parts.folder)"
        )
        for (other, named) in copy.parts.otherFlowsTypes.sorted(by: { $0.key < $1.key }) {
            notes.append(
                "not copied: \(named.joined(separator: ", ")): named after \(other), a flow of its own whose name contains \(swap.old.typeStem)")
        }
        for folder in copy.copies.keptFolders {
            notes.append(
                "the copies stay in \(folder): a folder named after \(newName.typeStem) there would be outside the module that compiles \(swap.old.typeStem)")
        }
        notes += Self.reductionNotes(copy.reduction, parts: copy.parts, types: types, shared: Set(copy.shared.keys), swap: swap)
        for (name, refiner) in copy.shared.sorted(by: { $0.key < $1.key }) {
            notes.append(
                "not copied: \(name): \(refiner) refines it, and a protocol cannot adopt a copy in an extension, so \(newName.typeStem) uses \(name) as \(swap.old.typeStem) does")
        }
        return notes
    }

    private static func renaming(_ text: String, with renamer: IdentifierRenamer, path: String) throws -> String {
        do {
            return try renamer.renaming(text) ?? text
        } catch let error as SourceEditError {
            throw GeneratorError.sourceEdit(file: path, reason: error.description)
        }
    }
}

extension ExampleFlowGenerator {
    /// `new coordinator` without `--like` in an app whose shape no built-in family writes: the flow
    /// made like the example `coordgen init` recorded, with a note that says so and why.
    func planInstead(of options: CoordinatorOptions, because reason: String) throws -> Plan {
        guard let example = project.config.example else { throw GeneratorError.cannotGenerate(reason) }
        var plan: Plan
        do {
            plan = try self.plan(newFlow: options.name, like: example)
        } catch let copying as GeneratorError {
            // Both reasons in the one line: why the family does not write it, and why the copy cannot be made.
            let why: String = if case .cannotGenerate(let text) = copying { text } else { copying.description }
            throw GeneratorError.cannotGenerate(
                "\(reason); nor can it be made like \(example), the example .coordgen.yml records (example:): \(why)")
        }
        let note =
            "coordgen's built-in families cannot write this app's shape (\(reason)), so \(options.name) is made like \(example), the example .coordgen.yml records (example:)"
        plan.notes.insert(note, at: 0)
        return plan
    }

    /// `new coordinator <Name> --parent <Parent>` where no built-in family writes the app's shape: the
    /// flow is made like one of the flows that parent starts (``ParentsOwnExample``), so the parent
    /// starts it as it starts that one; the family's refusal stands where the parent starts none.
    /// A refusal of one parent (it lacks what the family needs, where another parent has it: the built-in
    /// family writes the flow under `writesUnder`) stands, as the user can mend that parent or name another.
    func planInstead(
        of options: CoordinatorOptions, parent: String, because reason: String, writesUnder: (String) -> Bool
    ) throws -> Plan {
        let naming = files.app.shape.naming
        var sources = ProjectSources(project: project)
        let parentName = try FlowName(parsing: parent, droppingSuffix: "Coordinator")
        guard
            let resolved = try? CoordinatorLookup.resolve(
                parent, normalised: parentName, naming: naming, in: &sources, acceptingStructs: true)
        else {
            throw GeneratorError.cannotGenerate(reason)
        }
        let graph = ParentsOwnExample.graph(of: project)
        let others = ParentsOwnExample.otherParents(than: resolved.className, in: graph, naming: naming, recorded: project.config.example)
        // A struct parent is no class the family could mend: its flows are copied whatever other parents allow.
        let structParent = StructCoordinator.declaration(named: resolved.className, in: project.model.index) != nil
        if !structParent, others.contains(where: writesUnder) { throw GeneratorError.cannotGenerate(reason) }
        guard let choice = ParentsOwnExample.pick(parentClass: resolved.className, in: graph, naming: naming, recorded: project.config.example)
        else { throw GeneratorError.cannotGenerate(reason) }
        let reason = structParent ? StructCoordinator.copiedReason(parent: resolved.className) : reason
        var plan: Plan
        var started = true
        do {
            (plan, started) = try copyPlan(newFlow: options.name, like: choice.flow)
        } catch let copying as GeneratorError {
            let why: String = if case .cannotGenerate(let text) = copying { text } else { copying.description }
            throw GeneratorError.cannotGenerate("\(reason); nor can it be made like \(choice.flow), a flow \(resolved.className) starts: \(why)")
        }
        let starting =
            started
            ? "and started by \(resolved.className) as \(choice.flow) is"
            : "but \(resolved.className) starts \(choice.flow) where coordgen cannot start a second flow (no method, case or property of its own to copy)"
        let note =
            "coordgen's built-in families cannot write this app's shape (\(reason)), so \(options.name) is made like \(choice.flow) (\(choice.reason)) \(starting); name another with `new coordinator \(options.name) --like <Flow>`"
        plan.notes.insert(note, at: 0)
        return plan
    }
}

extension CoordinatorOptions {
    /// Whether a flow made like the example does what was asked: it is started by the example's parent,
    /// presented, placed and put in a module as the example is, so a request naming a parent, another
    /// presentation, a folder or a module is refused as the family refuses it (an unknown or unsuitable
    /// parent included) rather than silently made like the example somewhere else; `--like` asks for
    /// the copy explicitly.
    var followsTheExample: Bool {
        parent == nil && followsAParentsFlow
    }

    /// Whether a flow made like one its parent starts does what was asked: the parent is named, and
    /// the presentation, folder and module are left to the example.
    var followsAParentsFlow: Bool {
        !presentsModally && folder == nil && module == nil && !createsModule
    }
}
