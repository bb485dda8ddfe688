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
    private let sites: [(file: SourceFile, nodes: [Syntax], elements: [EnumCaseElementSyntax])]

    /// Members named after the example not copied because they name a screen the copy leaves out.
    let leftOutMembers: [String]
    private let adoptions: [(file: SourceFile, type: DeclGroupSyntax)]
    private let properties: [String: [(file: SourceFile, item: MemberBlockItemSyntax)]]
    private let swap: ExampleNameSwap

    /// The requirements of the example's own protocols, by protocol: a shared type adopts a renamed
    /// protocol only where each requirement the rename changes gets a member in the copy.
    private let requirements: [String: [MemberBlockItemSyntax]]

    init(
        files: [SourceFile], ownTypes: Set<String>, swap: ExampleNameSwap, leftOut: Set<String> = [],
        requirements: [String: [MemberBlockItemSyntax]] = [:]
    ) {
        self.requirements = requirements
        var cases: [String: String] = [:]
        var enums: Set<String> = []
        for file in files where file.text.contains(swap.old.caseName) || file.text.contains(swap.old.typeStem) {
            let first = ExampleWiringSites(ownTypes: ownTypes, swap: swap, cases: [])
            first.walk(file.tree)
            for element in first.caseElements {
                guard let new = swap.swapped(element.name.text), let owner = Self.enumName(of: element) else { continue }
                cases[element.name.text] = new
                enums.insert(owner)
            }
        }
        var visited: [(file: SourceFile, visitor: ExampleWiringSites)] = []
        var members: [String: String] = [:]
        for file in files where file.text.contains(swap.old.caseName) || file.text.contains(swap.old.typeStem) || ownTypes.contains(where: file.text.contains) {
            let visitor = ExampleWiringSites(ownTypes: ownTypes, swap: swap, cases: Set(cases.keys), leftOut: leftOut)
            visitor.walk(file.tree)
            members.merge(visitor.memberNames) { first, _ in first }
            visited.append((file, visitor))
        }
        leftOutMembers = Array(Set(visited.flatMap(\.visitor.leftOutMembers))).sorted()
        adoptions = visited.flatMap { visit in visit.visitor.adoptingTypes.map { (visit.file, $0) } }
        properties = Dictionary(grouping: visited.flatMap { visit in visit.visitor.ownTypedProperties.map { ($0.name, visit.file, $0.item) } }, by: \.0)
            .mapValues { $0.map { ($0.1, $0.2) } }
        self.swap = swap
        var sites: [(file: SourceFile, nodes: [Syntax], elements: [EnumCaseElementSyntax])] = []
        for (file, visitor) in visited {
            let nodes = visitor.copiedNodes + visitor.namedMembers.filter { members[$0.name] != nil }.map(\.node)
            if !nodes.isEmpty || !visitor.caseElements.isEmpty || !visitor.adoptingTypes.isEmpty { sites.append((file, nodes, visitor.caseElements)) }
        }
        self.cases = cases
        self.enums = enums
        self.memberNames = members
        self.sites = sites
    }

    var isEmpty: Bool { sites.isEmpty }

    /// The files with the new flow wired in, and what the copies do differently from their originals.
    func edits(renamer: IdentifierRenamer) throws -> (edits: [Edit], notes: [String]) {
        var plan = Insertions()
        for site in sites {
            let file = site.file
            plan.touch(file)
            let copiedItems = Set(site.nodes.map(\.id))
            for node in site.nodes {
                guard let copy = copyText(of: node, renamer: renamer, plan: &plan) else { continue }
                let separator = node.is(SwitchCaseSyntax.self) ? "\n" : "\n\n"
                plan.insert(separator + Self.indentation(of: node) + copy, at: node.endPosition.utf8Offset, in: file, what: Self.describe(node))
            }
            for adoption in adoptions where adoption.file.path == file.path {
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
        var edits: [Edit] = []
        for path in plan.order {
            guard let original = plan.texts[path] else { continue }
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
    private struct Insertions {
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
    private func copyText(of node: Syntax, renamer: IdentifierRenamer, plan: inout Insertions) -> String? {
        if let extensionDecl = node.as(ExtensionDeclSyntax.self) { return conformanceCopy(of: extensionDecl, renamer: renamer) }
        return renamer.renamedText(of: node, replacing: ownPropertyUses(in: node, renamer: renamer, plan: &plan))
    }

    /// The copy of `extension Shared: ProfileModulesFactory, Other { … }`: the conformance to the renamed
    /// protocols only (`Other` is already declared), with the members the copy declares anew — renamed
    /// or with renamed types; a member that would be declared again is left out, since the original
    /// satisfies the renamed protocol's requirement of the same name.
    private func conformanceCopy(of node: ExtensionDeclSyntax, renamer: IdentifierRenamer) -> String? {
        guard let clause = node.inheritanceClause else { return nil }
        let own = clause.inheritedTypes.filter { renamer.renamedText(of: $0.type) != $0.type.trimmedDescription }
        if own.isEmpty { return nil }
        guard adoptionHolds(of: clause.inheritedTypes.map(\.type), providing: node.memberBlock.members.filter { Self.declaresAnew($0, renamer: renamer) }, renamer: renamer)
        else { return nil }
        if own.count == clause.inheritedTypes.count && Self.copyDeclaresAnew(Syntax(node), renamer: renamer) {
            return renamer.renamedText(of: node)
        }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let head = String(decoding: Array(node.trimmedDescription.utf8)[0..<(clause.position.utf8Offset - start)], as: UTF8.self)
        var text = head + ": " + own.map { renamer.renamedText(of: $0.type) }.joined(separator: ", ")
        if let whereClause = node.genericWhereClause { text += " " + renamer.renamedText(of: whereClause) }
        let members = node.memberBlock.members.filter { Self.declaresAnew($0, renamer: renamer) }
        if members.isEmpty { return text + " {}" }
        text += " {"
        for member in members { text += "\n" + Self.indentation(of: Syntax(member)) + renamer.renamedText(of: member) }
        return text + "\n" + Self.indentation(of: Syntax(node)) + "}"
    }

    /// `extension Shared: ZebraModulesFactory { … }` for a type that adopts one of the example's
    /// protocols in its declaration, with copies of the members that implement the renamed requirements
    /// (renamed by the rename; those already copied as wiring are not copied again).
    private func adoptionCopy(of type: DeclGroupSyntax, renamer: IdentifierRenamer, leaving copied: Set<SyntaxIdentifier>)
        -> (text: String, what: String)?
    {
        guard let name = Self.typeName(of: type), let clause = type.inheritanceClause else { return nil }
        if type.as(ClassDeclSyntax.self)?.genericParameterClause != nil || type.as(StructDeclSyntax.self)?.genericParameterClause != nil { return nil }
        let own = clause.inheritedTypes.filter { renamer.renamedText(of: $0.type) != $0.type.trimmedDescription }.map {
            renamer.renamedText(of: $0.type)
        }
        if own.isEmpty { return nil }
        let members = type.memberBlock.members.filter { item in
            guard !copied.contains(item.id), let declared = ExampleWiringSites.declaredName(item.decl) else { return false }
            return renamer.names[declared] != nil && Self.declaresAnew(item, renamer: renamer)
        }
        guard adoptionHolds(of: clause.inheritedTypes.map(\.type), providing: members, renamer: renamer) else { return nil }
        let head = "extension \(name): \(own.joined(separator: ", "))"
        guard !members.isEmpty else { return (head + " {}", "extension \(name): \(own.joined(separator: ", "))") }
        var text = head + " {"
        for member in members { text += "\n" + Self.indentation(of: Syntax(member)) + renamer.renamedText(of: member) }
        return (text + "\n" + Self.indentation(of: Syntax(type)) + "}", "extension \(name): \(own.joined(separator: ", "))")
    }

    /// Where the copy of an enum case goes and its text: `case zebra` on a line of its own after the
    /// original's `case` declaration. Raw values stay unique: a copy in an enum with an integer raw
    /// type takes the next free value (after the last case when a case after the original takes its
    /// value from the one before it, which the copy would shift); a string raw value that spells the
    /// case is renamed with it, another would repeat the original's, so the copy takes its name.
    private func caseCopy(of element: EnumCaseElementSyntax, renamer: IdentifierRenamer, rawValues: inout EnumRawValues, plan: inout Insertions)
        -> (offset: Int, text: String)?
    {
        guard let item = element.parent?.parent?.parent?.as(MemberBlockItemSyntax.self) else { return nil }
        let newName = renamer.renamedText(of: element.name)
        var copy = newName
        if let parameters = element.parameterClause { copy += renamer.renamedText(of: parameters) }
        var after = item
        let enumDecl = Self.enumDecl(of: element)
        if let enumDecl, let values = EnumRawValues.integerValues(of: enumDecl) {
            let value = rawValues.nextFree(in: enumDecl, values: values)
            copy += " = \(value)"
            let originalValue = values.first { $0.element.id == element.id }.map { " (\(element.name.text) is \($0.value))" } ?? ""
            plan.notes.append(
                "\(enumDecl.name.text)'s raw values must be unique: case \(newName) = \(value), the next free one\(originalValue)")
            if let position = values.firstIndex(where: { $0.element.id == element.id }),
                values[(position + 1)...].contains(where: { !$0.explicit }),
                let last = enumDecl.memberBlock.members.last(where: { $0.decl.is(EnumCaseDeclSyntax.self) })
            {
                after = last
                plan.notes.append(
                    "case \(newName) goes after \(enumDecl.name.text)'s last case: next to \(element.name.text) it would shift the raw values of the cases after it")
            }
        } else if let rawValue = element.rawValue, rawValue.value.is(StringLiteralExprSyntax.self) {
            let renamed = renamer.renamedText(of: rawValue)
            if renamed != rawValue.trimmedDescription {
                copy += " " + renamed
            } else {
                plan.notes.append(
                    "case \(newName)\(enumDecl.map { " of \($0.name.text)" } ?? "") has its name as raw value: \(element.name.text)'s \(rawValue.value.trimmedDescription) does not spell the case, and raw values must be unique")
            }
        }
        return (after.endPosition.utf8Offset, "\n" + Self.indentation(of: Syntax(after)) + "case " + copy)
    }

    /// The enum whose own `case` declaration lists the element.
    private static func enumDecl(of element: EnumCaseElementSyntax) -> EnumDeclSyntax? {
        element.parent?.parent?.parent?.parent?.parent?.parent?.as(EnumDeclSyntax.self)
    }

    /// The uses of the example's typed properties in a copied node that sets one to the copy
    /// (`tabBarController.coordinator = profileCoordinator`): each such property gets a property of its
    /// own for the new flow (`var zebraCoordinator: ZebraCoordinator!`, inserted after it) and the copy
    /// refers to that. Token offset → the new property's name.
    private func ownPropertyUses(in node: Syntax, renamer: IdentifierRenamer, plan: inout Insertions) -> [Int: String] {
        let finder = AssignmentFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        var replacing: [Int: String] = [:]
        for (target, value) in finder.assignments {
            let name = SourceEditNames.unescaped(target)
            guard let declared = properties[name], Self.receivesCopy(value, in: node, renamer: renamer),
                let property = Self.property(assignedBy: target, among: declared, in: node)
            else { continue }
            let newName = swap.new.caseName + name.prefix(1).uppercased() + name.dropFirst()
            if plan.ownProperties[name] == nil {
                guard let binding = property.item.decl.as(VariableDeclSyntax.self)?.bindings.first,
                    let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
                else { continue }
                plan.ownProperties[name] = newName
                let copy = renamer.renamedText(of: property.item, replacing: [identifier.positionAfterSkippingLeadingTrivia.utf8Offset: newName])
                plan.insert(
                    "\n" + Self.indentation(of: Syntax(property.item)) + copy, at: property.item.endPosition.utf8Offset, in: property.file,
                    what: newName)
                let owner = Self.ownerName(of: property.item) ?? property.file.fileName
                plan.notes.append(
                    "\(owner) keeps \(swap.old.typeStem)'s coordinator in `\(name)`; \(swap.new.typeStem) gets its own, `\(newName)`, which the copied wiring sets")
            }
            replacing[target.positionAfterSkippingLeadingTrivia.utf8Offset] = plan.ownProperties[name]
        }
        return replacing
    }

    /// The property an assignment in `node` sets, among those of its name: one of the enclosing type's
    /// for `name = …` and `self.name = …`, one visible from outside its type for `other.name = …`.
    private static func property(
        assignedBy target: TokenSyntax, among declared: [(file: SourceFile, item: MemberBlockItemSyntax)], in node: Syntax
    ) -> (file: SourceFile, item: MemberBlockItemSyntax)? {
        let base = target.parent?.parent?.as(MemberAccessExprSyntax.self)?.base
        let onSelf = base == nil || base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        var enclosing: (name: String, group: DeclGroupSyntax)?
        var current = node.parent
        while let parent = current, enclosing == nil {
            if let group = parent.asProtocol(DeclGroupSyntax.self),
                let name = parent.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription ?? typeName(of: group)
            {
                enclosing = (name, group)
            }
            current = parent.parent
        }
        // `holder.name = …` where the enclosing type declares `holder` with its type: that type's property.
        let holderType = base.flatMap { base in enclosing.flatMap { storedType(of: base, in: $0.group) } }
        let candidates = declared.filter { property in
            if onSelf { return ownerName(of: property.item) == enclosing?.name }
            if let holderType { return ownerName(of: property.item) == holderType }
            let modifiers = property.item.decl.as(VariableDeclSyntax.self)?.modifiers ?? []
            return !modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
        }
        return candidates.count == 1 ? candidates.first : nil
    }

    /// The type of the stored property `holder` (or `self.holder`) of a type: its annotation, or the type
    /// its initial value constructs (`let tabBarController = ShopTabBarController()`).
    private static func storedType(of holder: ExprSyntax, in group: DeclGroupSyntax) -> String? {
        let reference = holder.as(DeclReferenceExprSyntax.self) ?? holder.as(MemberAccessExprSyntax.self).flatMap { access in
            access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? access.declName : nil
        }
        guard let name = reference?.baseName.text else { return nil }
        for item in group.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if var type = binding.typeAnnotation?.type {
                    while let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
                        type = wrapped
                    }
                    return ExampleWiringSites.baseName(type)
                }
                if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
                    return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                }
            }
        }
        return nil
    }

    /// Whether the value assigned is the copy: its text is renamed, or it is a local the node binds to a
    /// renamed value (`let profileCoordinator = ZebraCoordinator(…)`).
    private static func receivesCopy(_ value: ExprSyntax, in node: Syntax, renamer: IdentifierRenamer) -> Bool {
        if renamer.renamedText(of: value) != value.trimmedDescription { return true }
        guard let reference = value.as(DeclReferenceExprSyntax.self) else { return false }
        let bindings = node.tokens(viewMode: .sourceAccurate).compactMap { token -> PatternBindingSyntax? in
            guard token.text == reference.baseName.text, let pattern = token.parent?.as(IdentifierPatternSyntax.self) else { return nil }
            return pattern.parent?.as(PatternBindingSyntax.self)
        }
        return bindings.contains { binding in
            binding.initializer.map { renamer.renamedText(of: $0.value) != $0.value.trimmedDescription } ?? false
        }
    }

    private static func ownerName(of item: MemberBlockItemSyntax) -> String? {
        guard let group = item.parent?.parent?.parent else { return nil }
        if let extensionDecl = group.as(ExtensionDeclSyntax.self) { return extensionDecl.extendedType.trimmedDescription }
        return group.asProtocol(DeclGroupSyntax.self).flatMap { typeName(of: $0) }
    }

    /// `target = value` and `x.target = value` in a node: the target's name token and the value.
    private final class AssignmentFinder: SyntaxVisitor {
        var assignments: [(target: TokenSyntax, value: ExprSyntax)] = []

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
            if let member = elements[0].as(MemberAccessExprSyntax.self) {
                assignments.append((member.declName.baseName, elements[2]))
            } else if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
                assignments.append((reference.baseName, elements[2]))
            }
            return .visitChildren
        }
    }

    /// Whether a shared type that conforms to the example's protocols conforms to their renamed copies
    /// with `members` added: every requirement the rename changes (`var coordinator: ZebraCoordinator?`)
    /// must be one of them — the type's other members still satisfy the requirements that kept their text.
    private func adoptionHolds(of inherited: [TypeSyntax], providing members: some Sequence<MemberBlockItemSyntax>, renamer: IdentifierRenamer) -> Bool {
        let provided = Set(members.compactMap { ExampleWiringSites.declaredName($0.decl).map { renamer.names[$0] ?? $0 } })
        for type in inherited {
            for requirement in requirements[ExampleWiringSites.baseName(type)] ?? [] {
                guard renamer.renamedText(of: requirement) != requirement.trimmedDescription else { continue }
                guard let name = ExampleWiringSites.declaredName(requirement.decl), provided.contains(renamer.names[name] ?? name) else { return false }
            }
        }
        return true
    }

    private static func typeName(of type: DeclGroupSyntax) -> String? {
        type.as(ClassDeclSyntax.self)?.name.text ?? type.as(StructDeclSyntax.self)?.name.text ?? type.as(EnumDeclSyntax.self)?.name.text
            ?? type.as(ActorDeclSyntax.self)?.name.text
    }

    /// Whether the copy of an extension declares each member anew — under a new name or with new
    /// parameter types — rather than again (`extension LessonsViewModel: ProfileInput` whose methods
    /// keep their names would redeclare them). Other nodes are copied under new names.
    static func copyDeclaresAnew(_ node: Syntax, renamer: IdentifierRenamer) -> Bool {
        guard let extensionDecl = node.as(ExtensionDeclSyntax.self) else { return true }
        return extensionDecl.memberBlock.members.allSatisfy { declaresAnew($0, renamer: renamer) }
    }

    /// Whether a member's copy declares something new: a method under a new name or with new parameter
    /// types, a property under a new name.
    static func declaresAnew(_ item: MemberBlockItemSyntax, renamer: IdentifierRenamer) -> Bool {
        if let function = item.decl.as(FunctionDeclSyntax.self) {
            return renamer.renamedText(of: function.name) != function.name.text
                || renamer.renamedText(of: function.signature) != function.signature.trimmedDescription
        }
        if let variable = item.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first {
            return renamer.renamedText(of: binding.pattern) != binding.pattern.trimmedDescription
        }
        return item.decl.is(TypeAliasDeclSyntax.self) == false && item.decl.is(InitializerDeclSyntax.self) == false
    }

    /// The enum declaring a case element.
    private static func enumName(of element: EnumCaseElementSyntax) -> String? {
        var node = element.parent
        while let current = node {
            if let enumDecl = current.as(EnumDeclSyntax.self) { return enumDecl.name.text }
            if current.is(MemberBlockSyntax.self) && !(current.parent?.is(EnumDeclSyntax.self) ?? false) { return nil }
            node = current.parent
        }
        return nil
    }

    /// The whitespace before the node on its line.
    private static func indentation(of node: Syntax) -> String {
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

    private static func describe(_ node: Syntax) -> String {
        if let item = node.as(MemberBlockItemSyntax.self), let name = ExampleWiringSites.declaredName(item.decl) { return name }
        if let clause = node.as(SwitchCaseSyntax.self), case .case(let label) = clause.label { return label.trimmedDescription }
        if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
            return "extension \(extensionDecl.extendedType.trimmedDescription)"
        }
        return "declaration"
    }
}
