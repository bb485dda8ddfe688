import SwiftParser
import SwiftSyntax

/// Applying ``ExampleScreenReduction``'s decisions to the copied syntax: declarations reduced, members
/// emptied or shortened, inheritance clauses trimmed.
extension ExampleScreenReduction {
    /// A copied top-level declaration reduced; nil for an extension of an emptied or flow type left
    /// with nothing to declare.
    func reduced(_ decl: DeclSyntax) -> DeclSyntax? {
        guard var group = decl.asProtocol(DeclGroupSyntax.self) else { return decl }
        let owner: String
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            owner = ExampleWiringSites.baseName(extensionDecl.extendedType)
        } else if let name = Self.name(of: decl) {
            owner = name
        } else {
            return decl
        }
        guard ownTypes.contains(owner) else { return decl }
        let original = group.memberBlock.members
        var kept = original.map { reduce($0, owner: owner, in: group) }
        if emptied.contains(owner) {
            restoreCalled(in: &kept, from: Array(original))
            droppingCallsToLeftOut(in: &kept, from: Array(original))
        }
        let members = kept.compactMap { $0 }
        group.memberBlock.members = MemberBlockItemListSyntax(members)
        if emptied.contains(owner), !decl.is(ProtocolDeclSyntax.self) {
            group = trimmingConformances(of: group, keeping: neededConformances.protocols[owner] ?? [])
        }
        if decl.is(ExtensionDeclSyntax.self), members.isEmpty, !original.isEmpty, group.inheritanceClause == nil { return nil }
        return DeclSyntax(group)
    }

    /// An emptied copy keeps what its kept members use of its own (`configure()` calls
    /// `configureSelected()`, which sets `dateLabel`): each left-out member one of them names is put
    /// back, unless it shows another screen, until none is missing.
    private func restoreCalled(in kept: inout [MemberBlockItemSyntax?], from original: [MemberBlockItemSyntax]) {
        var changed = true
        while changed {
            changed = false
            let named = kept.compactMap { $0 }.reduce(into: Set<String>()) { found, item in
                found.formUnion(Self.identifiers(in: Syntax(item.decl)).subtracting(Self.name(of: item.decl).map { [$0] } ?? []))
            }
            for (position, item) in original.enumerated() where kept[position] == nil {
                guard let name = Self.name(of: item.decl), named.contains(name),
                    Self.identifiers(in: Syntax(item.decl)).isDisjoint(with: showingOtherScreens)
                else { continue }
                kept[position] = item
                changed = true
            }
        }
    }

    /// An emptied copy calls none of its own functions it left out: a kept method or initialiser loses
    /// the statements that call one (`doBindings()` kept for `init`, without its `bindStepper()`, which
    /// emits a step the copy lost), as the names the reduction follows are the app's, not one type's.
    private func droppingCallsToLeftOut(in kept: inout [MemberBlockItemSyntax?], from original: [MemberBlockItemSyntax]) {
        let keptNames = Set(kept.compactMap { $0.flatMap { Self.name(of: $0.decl) } })
        let leftOut = Set(
            original.enumerated().compactMap { position, item in
                kept[position] == nil && item.decl.is(FunctionDeclSyntax.self) ? Self.name(of: item.decl) : nil
            }
        ).subtracting(keptNames)
        guard !leftOut.isEmpty else { return }
        for position in kept.indices {
            guard let item = kept[position], item.decl.is(FunctionDeclSyntax.self) || item.decl.is(InitializerDeclSyntax.self) else { continue }
            let calls = Self.identifiers(in: Syntax(item.decl)).intersection(leftOut).subtracting(Self.name(of: item.decl).map { [$0] } ?? [])
            if !calls.isEmpty { kept[position] = shortening(item, without: calls) }
        }
    }

    /// The member as copied: itself, shortened, emptied, or nil when left out.
    func reduce(_ item: MemberBlockItemSyntax, owner: String, in group: some DeclGroupSyntax) -> MemberBlockItemSyntax? {
        let decl = item.decl
        let tokens = Self.identifiers(in: Syntax(decl))
        let name = Self.name(of: decl)
        if group.is(ProtocolDeclSyntax.self) {
            if decl.is(AssociatedTypeDeclSyntax.self) { return item }
            if emptied.contains(owner) { return name.map(used.contains) ?? true ? item : nil }
            return name.map(showingOtherScreens.contains) ?? false ? nil : item
        }
        if emptied.contains(owner), let name, neededConformances.requirements[owner]?.contains(name) == true {
            // It meets a requirement of a protocol the copy keeps adopting.
            return tokens.isDisjoint(with: showingOtherScreens) ? item : shortening(item, without: showingOtherScreens.union(emptiedAway))
        }
        if emptied.contains(owner) { return emptiedMember(item, name: name, tokens: tokens, group: group) }
        if isRequired(decl, name: name) { return shortening(item, without: showingOtherScreens) }
        if tokens.isDisjoint(with: showingOtherScreens) { return item }
        if let cases = decl.as(EnumCaseDeclSyntax.self) { return remainingCases(item, cases) }
        if decl.is(FunctionDeclSyntax.self), !tokens.isDisjoint(with: firstScreenNames) { return shortening(item, without: showingOtherScreens) }
        return nil
    }

    /// `case profileMain, profileEdit` without the cases named like a left-out screen; nil when none is left.
    private func remainingCases(_ item: MemberBlockItemSyntax, _ cases: EnumCaseDeclSyntax) -> MemberBlockItemSyntax? {
        let kept = cases.elements.filter { Self.identifiers(in: Syntax($0)).isDisjoint(with: showingOtherScreens) }
        guard !kept.isEmpty else { return nil }
        var elements: [EnumCaseElementSyntax] = []
        for (position, var element) in kept.enumerated() {
            element.trailingComma = nil
            if position == kept.count - 1 {
                element = element.with(\.trailingTrivia, cases.elements.last?.trailingTrivia ?? [])
            } else {
                element = element.with(\.trailingTrivia, []).with(\.trailingComma, .commaToken(trailingTrivia: .space))
            }
            elements.append(element)
        }
        var item = item
        item.decl = DeclSyntax(cases.with(\.elements, EnumCaseElementListSyntax(elements)))
        return item
    }

    private func emptiedMember(_ item: MemberBlockItemSyntax, name: String?, tokens: Set<String>, group: some DeclGroupSyntax) -> MemberBlockItemSyntax? {
        let decl = item.decl
        if decl.is(InitializerDeclSyntax.self) { return shortening(item, without: showingOtherScreens.union(emptiedAway)) }
        // A case goes as the `switch`es over it lose it: the flow's `switch step` must stay exhaustive.
        if let cases = decl.as(EnumCaseDeclSyntax.self) { return tokens.isDisjoint(with: showingOtherScreens) ? item : remainingCases(item, cases) }
        if decl.is(TypeAliasDeclSyntax.self) { return item }
        // A view's body is emptied whatever it showed: `EmptyView()` names nothing.
        if let variable = decl.as(VariableDeclSyntax.self), name == "body", Self.inheritsView(group) { return emptyBody(item, variable) }
        if !tokens.isDisjoint(with: showingOtherScreens) || !tokens.subtracting(name.map { [$0] } ?? []).isDisjoint(with: emptiedShowing) { return nil }
        if let variable = decl.as(VariableDeclSyntax.self) {
            if let name, used.contains(name) { return item }
            // An override is what the screen hands the code above it (`override var stepper: Stepper! { viewModel }`,
            // read by the base class the flow pushes through): the copy hands it too.
            if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }), Self.isComputedGetter(variable) { return item }
            let names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            if names.contains(where: used.contains) { return item }
            // With observers (`override var isSelected { didSet { … } }`) it is behaviour, not what the flow hands it.
            let stored = variable.bindings.allSatisfy { $0.initializer == nil && $0.accessorBlock == nil }
            let outlet = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }
            let lazy = variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
            return stored && !outlet && !lazy ? item : nil
        }
        guard let name else { return nil }
        return used.contains(name) ? item : nil
    }

    /// `var stepper: Stepper! { viewModel }` or `{ get { … } }`: read, not observed (`didSet`).
    private static func isComputedGetter(_ variable: VariableDeclSyntax) -> Bool {
        guard let accessors = variable.bindings.first?.accessorBlock?.accessors else { return false }
        if case .accessors(let list) = accessors { return list.allSatisfy { $0.accessorSpecifier.tokenKind == .keyword(.get) } }
        return true
    }

    /// An initialiser, an override, or a member one of the app's other protocols requires.
    private func isRequired(_ decl: DeclSyntax, name: String?) -> Bool {
        if decl.is(InitializerDeclSyntax.self) || decl.is(DeinitializerDeclSyntax.self) { return true }
        if let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers, modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
            return true
        }
        return name.map(requiredNames.contains) ?? false
    }

    /// `var body: some View { EmptyView() }`, indented as the original.
    private func emptyBody(_ item: MemberBlockItemSyntax, _ variable: VariableDeclSyntax) -> MemberBlockItemSyntax {
        guard var binding = variable.bindings.first, binding.accessorBlock != nil else { return item }
        let indentation = ExampleWiring.indentation(of: Syntax(item))
        let snippet = Parser.parse(source: "var body: some View {\n\(indentation)    EmptyView()\n\(indentation)}")
        guard let parsed = snippet.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?.accessorBlock else { return item }
        binding.accessorBlock = parsed.with(\.leadingTrivia, binding.accessorBlock?.leadingTrivia ?? .space)
        var variable = variable
        variable.bindings = PatternBindingListSyntax([binding])
        var item = item
        item.decl = DeclSyntax(variable)
        return item
    }

    /// An emptied type's inheritance clause without the protocols whose requirements the empty copy
    /// no longer meets: the app's protocols with requirements (but those it keeps adopting), and for a
    /// class the framework's protocols after its superclass.
    private func trimmingConformances<Group: DeclGroupSyntax>(of group: Group, keeping needed: Set<String>) -> Group {
        guard let clause = group.inheritanceClause else { return group }
        let isClass = group.is(ClassDeclSyntax.self) || group.is(ActorDeclSyntax.self)
        let kept = clause.inheritedTypes.enumerated().filter { position, inherited in
            let name = ExampleWiringSites.baseName(inherited.type)
            if ownTypes.contains(name) || needed.contains(name) { return true }
            if let declared = index.type(named: name) {
                return declared.kind == .protocol ? (declared.members ?? []).isEmpty : declared.kind == .class
            }
            // An enum keeps its cases, so what a library's protocol asks of it (`Step`, `CaseIterable`, a raw type) it still has.
            return isClass ? position == 0 : Self.requirementFree.contains(name) || group.is(EnumDeclSyntax.self)
        }.map(\.element)
        guard kept.count != clause.inheritedTypes.count else { return group }
        var group = group
        if kept.isEmpty {
            group.inheritanceClause = nil
            if group.memberBlock.leftBrace.leadingTrivia.isEmpty { group.memberBlock.leftBrace.leadingTrivia = .space }
            return group
        }
        let trailing = clause.inheritedTypes.last?.trailingTrivia ?? []
        var list: [InheritedTypeSyntax] = []
        for (position, var inherited) in kept.enumerated() {
            let last = position == kept.count - 1
            inherited.trailingComma = last ? nil : .commaToken(trailingTrivia: .space)
            inherited.type = inherited.type.with(\.trailingTrivia, last ? trailing : [])
            list.append(inherited)
        }
        var newClause = clause
        newClause.inheritedTypes = InheritedTypeListSyntax(list)
        group.inheritanceClause = newClause
        return group
    }

    /// Whether the copy of `type` gets an empty SwiftUI `body`.
    func emptiesBody(of type: String) -> Bool {
        emptied.contains(type) && (index.type(named: type)?.inheritedNames.contains("View") ?? false)
    }

    /// Framework protocols an empty type still conforms to.
    private static let requirementFree: Set<String> = ["View", "Hashable", "Equatable", "Sendable", "ObservableObject", "AnyObject"]

    private static func inheritsView(_ group: some DeclGroupSyntax) -> Bool {
        group.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "View" } ?? false
    }

    // MARK: - Names

    static func name(of decl: DeclSyntax) -> String? {
        if let name = ExampleWiringSites.declaredName(decl) { return name }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        if let named = decl.asProtocol(NamedDeclSyntax.self) { return named.name.text }
        return nil
    }

    /// `detailArchive(archiveId:)`, for the output.
    static func signature(of decl: DeclSyntax) -> String? {
        guard let function = decl.as(FunctionDeclSyntax.self) else { return name(of: decl) }
        let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        return "\(function.name.text)(\(labels))"
    }

    static func identifiers(in node: Syntax?) -> Set<String> {
        guard let node else { return [] }
        return Set(
            node.tokens(viewMode: .sourceAccurate).compactMap { token in
                if case .identifier(let text) = token.tokenKind { return text }
                return nil
            })
    }
}
