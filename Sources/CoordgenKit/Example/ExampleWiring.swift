import SwiftParser
import SwiftSyntax

/// Every wiring site of the example in the app's module (``ExampleWiringSites``, file by file), and
/// the insertions that wire the new flow the same way: each copy renamed and inserted right after its
/// original, so existing text never changes.
struct ExampleWiring {
    /// One file's text with the new flow wired in, and what was copied there.
    struct Edit {
        let path: String
        let text: String
        let what: [String]
    }

    /// Enum cases named after the example, old → new.
    let cases: [String: String]
    /// The enums declaring them.
    let enums: Set<String>
    /// Members named after the example that are copied, old name → new.
    let memberNames: [String: String]
    let sites: [(file: SourceFile, nodes: [Syntax], elements: [EnumCaseElementSyntax])]

    /// Members named after the example not copied because they name a screen the copy leaves out.
    let leftOutMembers: [String]
    /// Enum cases named after the example that nothing the copy keeps uses (an analytics event, a
    /// storyboard's name used only by a member left out): not copied, with their switch clauses.
    let leftOutCases: [(enumName: String, caseName: String)]
    /// Enum cases named after the example whose switch clauses show one of its screens the copy leaves
    /// out (its root view, typed for the example's coordinator): not copied, with their clauses.
    let casesShowingLeftOutScreens: [(enumName: String, caseName: String)]
    let adoptions: [(file: SourceFile, type: DeclGroupSyntax)]
    let properties: [String: [(file: SourceFile, item: MemberBlockItemSyntax)]]
    let swap: ExampleNameSwap
    /// Locals holding the example's coordinator in bodies not copied whole, with their uses.
    let locals: ExampleLocalWiring

    /// The requirements of the example's own protocols, by protocol: a shared type adopts a renamed
    /// protocol only where each requirement the rename changes gets a member in the copy.
    let requirements: [String: [MemberBlockItemSyntax]]
    /// The example's protocols that bind an associated type to the flow's own types: a shared type does
    /// not adopt their copies (``protocolsBindingOwnTypes(_:in:)``).
    let boundProtocols: Set<String>

    init(
        files: [SourceFile], ownTypes: Set<String>, swap: ExampleNameSwap, leftOut: Set<String> = [],
        requirements: [String: [MemberBlockItemSyntax]] = [:], ownTypesReferences: Set<String>? = nil, flowStems: Set<String> = [],
        boundProtocols: Set<String> = [], membersNamingCases: Bool = false
    ) {
        self.requirements = requirements
        self.boundProtocols = boundProtocols
        let cases = Self.swappedCases(in: files, ownTypes: ownTypes, swap: swap)
        var visited: [(file: SourceFile, visitor: ExampleWiringSites)] = []
        var members: [String: String] = [:]
        for file in files where file.text.contains(swap.old.caseName) || file.text.contains(swap.old.typeStem) || ownTypes.contains(where: file.text.contains) {
            let visitor = ExampleWiringSites(
                ownTypes: ownTypes, swap: swap, cases: Set(cases.keys), leftOut: leftOut, membersNamingCases: membersNamingCases)
            visitor.walk(file.tree)
            members.merge(visitor.memberNames) { first, _ in first }
            visited.append((file, visitor))
        }
        // The parent's start methods the copied clauses call, not named after the example (`runLoginFlow()`).
        let startMethods = ExampleStartMethods.methods(
            copiedNodes: visited.flatMap(\.visitor.copiedNodes), members: members, flowStems: flowStems, swap: swap)
        for method in startMethods { members[method.name] = method.newName }
        leftOutMembers = Array(Set(visited.flatMap(\.visitor.leftOutMembers))).sorted()
        adoptions = visited.flatMap { visit in visit.visitor.adoptingTypes.map { (visit.file, $0) } }
        properties = Dictionary(grouping: visited.flatMap { visit in visit.visitor.ownTypedProperties.map { ($0.name, visit.file, $0.item) } }, by: \.0)
            .mapValues { $0.map { ($0.1, $0.2) } }
        self.swap = swap
        let locals = Self.withHeldMemberUses(
            ExampleLocalWiring(candidates: visited.flatMap(\.visitor.localCandidates), naming: ownTypes.union(members.keys), swap: swap),
            visited: visited, ownTypes: ownTypes, swap: swap)
        self.locals = locals
        var sites = Self.sites(
            visited: visited, members: members, locals: locals, startMethods: startMethods.map(\.node), stem: swap.old.caseName)
        var used = Self.usedCases(
            Set(cases.keys), sites: sites, ownTypesReferences: ownTypesReferences ?? visited.reduce(into: Set()) { $0.formUnion($1.visitor.ownTypesMemberReferences) },
            ownTypes: ownTypes, members: Set(members.keys), flowStems: flowStems)
        // A case whose clause shows a screen the copy leaves out (`case .profile: ProfileRootView(coordinator:
        // ProfileCoordinator(…))`): a copy would hand the new coordinator to the example's screen, typed for
        // the example's, so neither the case nor its clauses are copied.
        let showingLeftOut = Self.cases(showing: leftOut, in: sites).intersection(Set(cases.keys))
        used.subtract(showingLeftOut)
        let elements = sites.flatMap(\.elements)
        leftOutCases = elements.filter { !used.contains($0.name.text) && !showingLeftOut.contains($0.name.text) }.compactMap { element in
            Self.enumName(of: element).map { (enumName: $0, caseName: element.name.text) }
        }
        casesShowingLeftOutScreens = elements.filter { showingLeftOut.contains($0.name.text) }.compactMap { element in
            Self.enumName(of: element).map { (enumName: $0, caseName: element.name.text) }
        }
        sites = sites.map { site in
            (site.file, site.nodes.filter { Self.handledCases(by: $0).map { !$0.isDisjoint(with: used) } ?? true }, site.elements.filter { used.contains($0.name.text) })
        }
        sites.removeAll { site in
            site.nodes.isEmpty && site.elements.isEmpty && !visited.contains { $0.file.path == site.file.path && !$0.visitor.adoptingTypes.isEmpty }
        }
        self.cases = cases.filter { used.contains($0.key) }
        self.enums = Set(sites.flatMap(\.elements).compactMap(Self.enumName(of:)))
        self.memberNames = members
        self.sites = sites
    }

    var isEmpty: Bool { sites.isEmpty }

    /// `locals` with the uses of the copied members each file's type repeats per flow (``ExampleHeldMemberUses``).
    private static func withHeldMemberUses(
        _ locals: ExampleLocalWiring, visited: [(file: SourceFile, visitor: ExampleWiringSites)], ownTypes: Set<String>, swap: ExampleNameSwap
    ) -> ExampleLocalWiring {
        var locals = locals
        for (file, visitor) in visited {
            let copiedMembers = visitor.copiedNodes.compactMap { $0.as(MemberBlockItemSyntax.self) }
            guard !copiedMembers.isEmpty else { continue }
            locals.add(
                ExampleHeldMemberUses.find(
                    in: file.tree, members: copiedMembers, ownTypes: ownTypes, swap: swap, skipping: visitor.copiedNodes + locals.nodes))
        }
        return locals
    }

    /// The example's enum cases the swap renames (`profile` → `zebra`), from the files that name it.
    private static func swappedCases(in files: [SourceFile], ownTypes: Set<String>, swap: ExampleNameSwap) -> [String: String] {
        var cases: [String: String] = [:]
        for file in files where file.text.contains(swap.old.caseName) || file.text.contains(swap.old.typeStem) {
            let first = ExampleWiringSites(ownTypes: ownTypes, swap: swap, cases: [])
            first.walk(file.tree)
            for element in first.caseElements {
                guard let new = swap.swapped(element.name.text), enumName(of: element) != nil else { continue }
                cases[element.name.text] = new
            }
        }
        return cases
    }

    /// Each visited file's nodes to copy (its wiring, the members named after the example, the locals
    /// holding its coordinator outside them) and its case elements.
    private static func sites(
        visited: [(file: SourceFile, visitor: ExampleWiringSites)], members: [String: String], locals: ExampleLocalWiring,
        startMethods: [Syntax] = [], stem: String
    ) -> [(file: SourceFile, nodes: [Syntax], elements: [EnumCaseElementSyntax])] {
        visited.map { file, visitor in
            let named = visitor.copiedNodes + visitor.namedMembers.filter { members[$0.name] != nil }.map(\.node)
            let copied = named + startMethods.filter { method in method.root.id == file.tree.root.id && !named.contains { $0.id == method.id } }
            let inFile = locals.nodes.filter { local in local.root.id == file.tree.root.id && !copied.contains { contains($0, local) } }
            let starts = ExampleStartCalls.statements(in: file.tree, calling: Set(members.keys), skipping: copied + inFile)
            let pages = ExamplePageStatements.statements(
                in: file.tree, reaching: Set(members.keys), stem: stem, skipping: copied + inFile + starts)
            return (file, copied + inFile + starts + pages, visitor.caseElements)
        }
    }

    /// Whether `inner` lies within `outer`.
    private static func contains(_ outer: Syntax, _ inner: Syntax) -> Bool {
        outer.position <= inner.position && inner.endPosition <= outer.endPosition
    }

    /// The example's cases something the copy keeps names: its own types (`type = .profile`), a copied
    /// member, or a switch clause over the case that makes or starts the example (`case .profile:
    /// start(ProfileCoordinator(…))`). A case only an analytics call or a left-out member names is
    /// not the flow's wiring: a copy would be an event or a storyboard nothing sends or has.
    private static func usedCases(
        _ candidates: Set<String>, sites: [(file: SourceFile, nodes: [Syntax], elements: [EnumCaseElementSyntax])],
        ownTypesReferences: Set<String>, ownTypes: Set<String>, members: Set<String>, flowStems: Set<String>
    ) -> Set<String> {
        var used = candidates.intersection(ownTypesReferences)
        for element in sites.flatMap(\.elements) where isFlowEnum(enumDecl(of: element), flowStems: flowStems) {
            used.insert(element.name.text)
        }
        for node in sites.flatMap(\.nodes) {
            if let handled = handledCases(by: node) {
                let body = Set(ExampleWiringSites.identifiers(in: Syntax(node)))
                if body.contains(where: { ownTypes.contains($0) || members.contains($0) }) { used.formUnion(handled.intersection(candidates)) }
            } else {
                used.formUnion(candidates.intersection(ExampleWiringSites.memberAccessNames(in: node)))
            }
        }
        return used
    }

    /// An enum of the app's flows (`enum Flow { case home, plants }`): at least two of its cases, and at
    /// least half of them, named as a coordinator is (`plants` for `PlantsCoordinator`); its case is the
    /// example's even where no kept code names it (a title switch). An enum with one such case beside
    /// others (`enum Deeplink { case home, document(id:) }`) is no list of flows.
    private static func isFlowEnum(_ enumDecl: EnumDeclSyntax?, flowStems: Set<String>) -> Bool {
        guard let enumDecl else { return false }
        let names = enumDecl.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements).map { $0.name.text.lowercased() }
        let flows = names.filter(flowStems.contains).count
        return flows >= 2 && flows * 2 >= names.count
    }

    /// The app's coordinators' names as enum cases spell them, lowercased: `PlantsCoordinator`,
    /// `DefaultPlantsCoordinator` and `PlantsCoordinatorImpl` give `plants`.
    static func flowStems(in index: DeclarationIndex) -> Set<String> {
        Set(
            index.types.compactMap { type -> String? in
                var name = Substring(type.name)
                if name.hasSuffix("Impl") { name = name.dropLast(4) }
                guard name.hasSuffix("Coordinator"), name.count > "Coordinator".count else { return nil }
                name = name.dropLast("Coordinator".count)
                if name.hasPrefix("Default"), name.count > 7 { name = name.dropFirst(7) }
                return name.lowercased()
            })
    }

    /// The cases handled by a switch clause among `sites` that names one of `screens`.
    private static func cases(
        showing screens: Set<String>, in sites: [(file: SourceFile, nodes: [Syntax], elements: [EnumCaseElementSyntax])]
    ) -> Set<String> {
        guard !screens.isEmpty else { return [] }
        return sites.flatMap(\.nodes).reduce(into: Set<String>()) { found, node in
            guard let handled = handledCases(by: node), ExampleWiringSites.identifiers(in: node).contains(where: screens.contains) else { return }
            found.formUnion(handled)
        }
    }

    /// The cases a copied switch clause handles (`case .profile, .settings:`); nil for another node.
    private static func handledCases(by node: Syntax) -> Set<String>? {
        guard let clause = node.as(SwitchCaseSyntax.self), case .case(let label) = clause.label else { return nil }
        return label.caseItems.reduce(into: Set()) { found, item in found.formUnion(ExampleWiringSites.memberAccessNames(in: Syntax(item.pattern))) }
    }

    /// The members the copied wiring reaches through a value (`coordinator.start(profile:)` in the
    /// parent's method that starts the flow): the copy of the flow must keep them.
    var calledMembers: Set<String> {
        var names: Set<String> = []
        for node in sites.flatMap(\.nodes) {
            for token in node.tokens(viewMode: .sourceAccurate) {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                    reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id == reference.id
                else { continue }
                names.insert(SourceEditNames.unescaped(token))
            }
        }
        return names
    }

    /// The files with the new flow wired in, and what the copies do differently from their originals.
    func edits(renamer: IdentifierRenamer) throws -> (edits: [Edit], notes: [String]) {
        var plan = Insertions()
        for site in sites {
            let file = site.file
            plan.touch(file)
            let copiedItems = Set(site.nodes.map(\.id))
            for node in site.nodes {
                guard let copy = copyText(of: node, renamer: renamer, plan: &plan) else { continue }
                if let element = node.as(ArrayElementSyntax.self) {
                    if let (offset, text) = Self.elementCopy(copy, after: element) {
                        plan.insert(text, at: offset, in: file, what: Self.describe(node))
                    } else {
                        plan.notes.append(
                            "not copied: \(element.expression.oneLine) in `\(element.parent?.parent?.oneLine ?? "")`, an array on one line, which coordgen cannot extend without changing the line: add \(copy) there")
                    }
                    continue
                }
                let separator = node.is(SwitchCaseSyntax.self) || node.is(CodeBlockItemSyntax.self) ? "\n" : "\n\n"
                plan.insert(separator + Self.indentation(of: node) + copy, at: node.endPosition.utf8Offset, in: file, what: Self.describe(node))
            }
            for adoption in adoptions where adoption.file.path == file.path {
                if let note = boundAdoptionNote(of: adoption.type, renamer: renamer) {
                    plan.notes.append(note)
                    continue
                }
                guard let copy = adoptionCopy(of: adoption.type, renamer: renamer, leaving: copiedItems) else { continue }
                plan.insert(
                    "\n\n" + Self.indentation(of: Syntax(adoption.type)) + copy.text, at: adoption.type.endPosition.utf8Offset, in: file,
                    what: copy.what)
            }
            var rawValues = EnumRawValues()
            for element in site.elements {
                guard let (offset, text) = caseCopy(of: element, renamer: renamer, rawValues: &rawValues, plan: &plan) else { continue }
                plan.insert(text, at: offset, in: file, what: "case \(element.name.text)")
            }
        }
        for statement in locals.uncopied {
            plan.notes.append(
                "not copied: `\(statement)`: it uses the example's coordinator otherwise than by calling it or setting what it holds; write \(swap.new.typeStem)'s where it belongs")
        }
        var edits: [Edit] = []
        for path in plan.order {
            guard let original = plan.texts[path], plan.byPath[path]?.isEmpty == false else { continue }
            var bytes = Array(original.utf8)
            for insertion in (plan.byPath[path] ?? []).sorted(by: { $0.offset > $1.offset }) {
                bytes.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset)
            }
            let text = String(decoding: bytes, as: UTF8.self)
            if Parser.parse(source: text).hasError {
                throw GeneratorError.sourceEdit(file: path, reason: "the file no longer parses with the new flow wired in")
            }
            edits.append(Edit(path: path, text: text, what: plan.what[path] ?? []))
        }
        return (edits, plan.notes)
    }

    /// What is inserted where, file by file.
    struct Insertions {
        var order: [String] = []
        var texts: [String: String] = [:]
        var byPath: [String: [(offset: Int, text: String)]] = [:]
        var what: [String: [String]] = [:]
        var notes: [String] = []
        /// The example's properties the copy has one of its own of: old name → new.
        var ownProperties: [String: String] = [:]

        mutating func touch(_ file: SourceFile) {
            guard texts[file.path] == nil else { return }
            texts[file.path] = file.text
            order.append(file.path)
        }

        mutating func insert(_ text: String, at offset: Int, in file: SourceFile, what description: String) {
            touch(file)
            byPath[file.path, default: []].append((offset, text))
            what[file.path, default: []].append(description)
        }
    }

    /// The renamed copy of a wiring node; nil when it would declare its members again.
    func copyText(of node: Syntax, renamer: IdentifierRenamer, plan: inout Insertions) -> String? {
        if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
            if let note = boundAdoptionNote(of: extensionDecl, renamer: renamer) {
                plan.notes.append(note)
                return nil
            }
            return conformanceCopy(of: extensionDecl, renamer: renamer)
        }
        if let element = node.as(ArrayElementSyntax.self) {
            return renamer.renamedText(of: element.expression, replacing: locals.localRenames(in: node))
        }
        let replacing = ownPropertyUses(in: node, renamer: renamer, plan: &plan).merging(locals.localRenames(in: node)) { own, _ in own }
        return renamer.renamedText(of: node, replacing: replacing)
    }

    /// The whitespace before the node on its line.
    static func indentation(of node: Syntax) -> String {
        var indentation = ""
        for piece in node.leadingTrivia {
            switch piece {
            case .newlines, .carriageReturns, .carriageReturnLineFeeds: indentation = ""
            case .spaces(let count): indentation += String(repeating: " ", count: count)
            case .tabs(let count): indentation += String(repeating: "\t", count: count)
            default: break
            }
        }
        return indentation
    }

    static func describe(_ node: Syntax) -> String {
        if let item = node.as(MemberBlockItemSyntax.self), let name = ExampleWiringSites.declaredName(item.decl) { return name }
        if let clause = node.as(SwitchCaseSyntax.self), case .case(let label) = clause.label { return label.trimmedDescription }
        if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
            return "extension \(extensionDecl.extendedType.trimmedDescription)"
        }
        if let element = node.as(ArrayElementSyntax.self) { return "[\(element.expression.oneLine)]" }
        if let item = node.as(CodeBlockItemSyntax.self) { return item.oneLine }
        return "declaration"
    }

    /// Where the copy of an array element goes and its text, on a line of its own: after the
    /// original's (`home,\n    zebra,`), or before it where the original is the last and has no comma,
    /// so no line changes. Nil for an array on one line, which only a changed line could extend.
    static func elementCopy(_ copy: String, after element: ArrayElementSyntax) -> (offset: Int, text: String)? {
        let onOwnLine = { (trivia: Trivia?) in trivia?.contains { if case .newlines = $0 { true } else { false } } ?? false }
        guard onOwnLine(element.leadingTrivia), onOwnLine(element.nextToken(viewMode: .sourceAccurate)?.leadingTrivia) else { return nil }
        let indentation = indentation(of: Syntax(element))
        if element.trailingComma == nil {
            return (element.positionAfterSkippingLeadingTrivia.utf8Offset, copy + ",\n" + indentation)
        }
        return (element.endPosition.utf8Offset, "\n" + indentation + copy + ",")
    }
}
