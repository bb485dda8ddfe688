import SwiftParser
import SwiftSyntax

/// The copy of an example flow reduced to one empty first screen, as `new coordinator Zebra --like
/// Profile` writes it:
///
/// - the flow's own types (its coordinator, protocols, factories, routes) lose the code that shows
///   another screen of the app: a member that names one, or calls a member that does
///   (`showDetail()`, `moduleFactory.makeProfileEdit()`, a shared factory's
///   `makeProfileEditViewController`), is not copied, nor the requirement of the flow's own protocols
///   it implemented; a member the type must have (an initialiser, an override, a requirement of one of
///   the app's other protocols such as `start()`) is copied without the statements that do;
/// - the first screen and the flow's types it reaches (its view model and their protocols) are copied
///   empty: their initialisers, their stored properties that take no value of their own, and what the
///   flow's remaining code uses of them; a SwiftUI view's `body` is `EmptyView()`; conformances to
///   protocols with requirements the empty copy no longer meets (`UITableViewDataSource`) are dropped.
///
/// Decisions are made on the example's own declarations (a fixed point: dropping a member may drop
/// the members that call it) and applied to each copied declaration by ``reduced(_:)``.
struct ExampleScreenReduction {
    /// The example's types copied empty: the first screen and the flow's types it reaches.
    let emptied: Set<String>
    /// Names whose use makes flow code show another screen: the other screens, and the members
    /// left out because they show one.
    private(set) var showingOtherScreens: Set<String>
    /// Identifiers the copy's remaining code uses: a member of an emptied type named here is kept.
    private(set) var used: Set<String> = []
    /// Members of emptied types left out, by name (an initialiser's statements using one go too).
    private(set) var emptiedAway: Set<String> = []
    /// The example's own types the reduced copy still reaches (the others are not copied).
    private(set) var reached: Set<String> = []
    /// For the output: the members left out of each flow type, and the screens they showed.
    private(set) var leftOut: [String: [String]] = [:]
    private(set) var screensLeftOut: Set<String> = []
    /// For the output: required members copied without the statements that show other screens.
    private(set) var shortened: [String: [String]] = [:]
    /// The flow's own protocols that lose a requirement (the copy must not claim the original's).
    private(set) var protocolsLosingRequirements: Set<String> = []

    private let ownTypes: Set<String>
    /// The first screen's copies and the flow's properties holding them: a method that uses one
    /// shows the first screen, and only its statements that show another screen go.
    private let firstScreenNames: Set<String>
    private let protocols: Set<String>
    private let requiredNames: Set<String>
    private let index: DeclarationIndex

    init(
        parts: ExampleFlowParts, coordinator: TypeDeclaration, protocolName: String?, index: DeclarationIndex, leftOutMembers: [String],
        files: [SourceFile] = []
    ) {
        self.index = index
        let own = Set(parts.types.keys)
        ownTypes = own
        protocols = Set(own.filter { index.type(named: $0, kinds: [.protocol]) != nil })
        // The flow's protocols that code outside the flow takes (`makeLogin(coordinator:
        // ProfileCoordinator)` of a shared factory): the copy still conforms to the original for it,
        // so their requirements stay, shortened where they show another screen.
        let ownFiles = Set(own.flatMap { index.declarations(named: $0).map(\.file.path) })
        let takenOutside = protocols.filter { name in
            files.contains { !ownFiles.contains($0.path) && $0.text.contains(name) && Self.identifiers(in: Syntax($0.tree)).contains(name) }
        }
        requiredNames = Self.requiredNames(of: coordinator, own: own.subtracting(takenOutside), in: index)
        // The first screen and what it reaches of the flow's types, but not the coordinator and the
        // protocols it adopts.
        var coordinatorSide: Set<String> = [coordinator.name]
        if let protocolName { coordinatorSide.insert(protocolName) }
        for declaration in [coordinator] + index.extensions(of: coordinator.name) {
            coordinatorSide.formUnion(declaration.inheritedNames.filter(own.contains))
        }
        var emptied: Set<String> = []
        if let first = parts.firstScreen {
            var queue = [first]
            emptied.insert(first)
            while let name = queue.popLast() {
                for declaration in Self.declarations(of: name, in: index) {
                    for reached in ExampleFlowParts.identifiers(in: declaration) where own.contains(reached) && !coordinatorSide.contains(reached) && !emptied.contains(reached) {
                        emptied.insert(reached)
                        queue.append(reached)
                    }
                }
            }
        }
        self.emptied = emptied
        // The flow's properties that hold its first screen or what it reaches (`addBookViewController`).
        var firstScreenNames = emptied
        for type in own where !emptied.contains(type) {
            for declaration in Self.declarations(of: type, in: index) {
                for item in declaration.members ?? [] where item.decl.is(VariableDeclSyntax.self) {
                    if let name = Self.name(of: item.decl), !Self.identifiers(in: Syntax(item)).isDisjoint(with: emptied) { firstScreenNames.insert(name) }
                }
            }
        }
        self.firstScreenNames = firstScreenNames
        let initial = parts.screensShownElsewhere.union(leftOutMembers)
        showingOtherScreens = initial
        // Each round decides from the last round's names, over the types the reduced copy still
        // reaches (a view model only a left-out method made no longer keeps a name in use).
        let roots = [coordinator.name, protocolName, parts.firstScreen].compactMap { $0 }.filter(own.contains) + coordinatorSide.filter(own.contains)
        reached = own
        for _ in 0..<8 {
            let before = (showingOtherScreens, used, emptiedAway, reached)
            settle(initial: initial)
            reached = reach(from: roots)
            if before == (showingOtherScreens, used, emptiedAway, reached) { break }
        }
        screensLeftOut = screensLeftOut.intersection(parts.screensShownElsewhere)
    }

    /// What the app's other protocols that the coordinator adopts (directly or through its own
    /// protocols) require of it (`start()`, `navigationController`): kept, shortened.
    private static func requiredNames(of coordinator: TypeDeclaration, own: Set<String>, in index: DeclarationIndex) -> Set<String> {
        var names: Set<String> = []
        var seen: Set<String> = []
        var queue = declarations(of: coordinator.name, in: index).flatMap(\.inheritedNames)
        while let name = queue.popLast() {
            guard seen.insert(name).inserted else { continue }
            for declared in index.declarations(named: name) where declared.kind == .protocol && !declared.isNested {
                if !own.contains(name) {
                    names.formUnion((declared.members ?? []).compactMap { ExampleWiringSites.declaredName($0.decl) })
                }
                queue += declared.inheritedNames
            }
        }
        return names
    }

    private static func declarations(of name: String, in index: DeclarationIndex) -> [TypeDeclaration] {
        index.declarations(named: name).filter { !$0.isNested } + index.extensions(of: name)
    }

    /// One round of decisions over every own declaration, from the last round's names.
    private mutating func settle(initial: Set<String>) {
        var dropped: Set<String> = []
        var kept: Set<String> = []
        var emptiedDropped: Set<String> = []
        var emptiedKept: Set<String> = []
        var used: Set<String> = []
        var leftOut: [String: [String]] = [:]
        var shortened: [String: [String]] = [:]
        var screens: Set<String> = []
        var losing: Set<String> = []
        for type in ownTypes where reached.contains(type) {
            for declaration in Self.declarations(of: type, in: index) {
                guard let group = declaration.memberBlock?.parent?.asProtocol(DeclGroupSyntax.self) else { continue }
                used.formUnion(Self.identifiers(in: group.inheritanceClause.map(Syntax.init)))
                for item in group.memberBlock.members {
                    let name = Self.name(of: item.decl)
                    let result = reduce(item, owner: type, in: group)
                    if emptied.contains(type) {
                        if let result {
                            emptiedKept.formUnion(name.map { [$0] } ?? [])
                            // Not its own name: a member is kept for what uses it, not for itself.
                            used.formUnion(Self.identifiers(in: Syntax(result)).subtracting(name.map { [$0] } ?? []))
                        } else if let name {
                            emptiedDropped.insert(name)
                        }
                        continue
                    }
                    let requirement = group.is(ProtocolDeclSyntax.self)
                    guard let result else {
                        if let name, !requirement {
                            dropped.insert(name)
                            leftOut[type, default: []].append(Self.signature(of: item.decl) ?? name)
                            screens.formUnion(Self.identifiers(in: Syntax(item)).filter(showingOtherScreens.contains))
                        }
                        if requirement { losing.insert(type) }
                        continue
                    }
                    if let name, !requirement { kept.insert(name) }
                    if result.description != item.description, let name { shortened[type, default: []].append(Self.signature(of: item.decl) ?? name) }
                    used.formUnion(Self.identifiers(in: Syntax(result)))
                }
            }
        }
        showingOtherScreens = initial.union(dropped.subtracting(kept))
        self.used = used
        emptiedAway = emptiedDropped.subtracting(emptiedKept).subtracting(used)
        self.leftOut = leftOut.mapValues { Array(Set($0)).sorted() }
        self.shortened = shortened.mapValues { Array(Set($0)).sorted() }
        screensLeftOut = screens
        protocolsLosingRequirements = losing.union(emptied.intersection(protocols))
    }

    /// The own types the reduced declarations of `roots` reach, through each other.
    private func reach(from roots: [String]) -> Set<String> {
        var found = Set(roots)
        var queue = roots
        while let name = queue.popLast() {
            for declaration in Self.declarations(of: name, in: index) {
                guard let group = declaration.memberBlock?.parent?.asProtocol(DeclGroupSyntax.self), let reduced = reduced(DeclSyntax(group)) else { continue }
                for identifier in Self.identifiers(in: Syntax(reduced)) where ownTypes.contains(identifier) && !found.contains(identifier) {
                    found.insert(identifier)
                    queue.append(identifier)
                }
            }
        }
        return found
    }

    // MARK: - Applying the decisions

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
        let members = original.compactMap { reduce($0, owner: owner, in: group) }
        group.memberBlock.members = MemberBlockItemListSyntax(members)
        if emptied.contains(owner), !decl.is(ProtocolDeclSyntax.self) {
            group = trimmingConformances(of: group)
        }
        if decl.is(ExtensionDeclSyntax.self), members.isEmpty, !original.isEmpty, group.inheritanceClause == nil { return nil }
        return DeclSyntax(group)
    }

    /// The member as copied: itself, shortened, emptied, or nil when left out.
    private func reduce(_ item: MemberBlockItemSyntax, owner: String, in group: some DeclGroupSyntax) -> MemberBlockItemSyntax? {
        let decl = item.decl
        let tokens = Self.identifiers(in: Syntax(decl))
        let name = Self.name(of: decl)
        if group.is(ProtocolDeclSyntax.self) {
            if decl.is(AssociatedTypeDeclSyntax.self) { return item }
            if emptied.contains(owner) { return name.map(used.contains) ?? true ? item : nil }
            return name.map(showingOtherScreens.contains) ?? false ? nil : item
        }
        if emptied.contains(owner) { return emptiedMember(item, name: name, tokens: tokens, group: group) }
        if isRequired(decl, name: name) { return shortening(item, without: showingOtherScreens) }
        if tokens.isDisjoint(with: showingOtherScreens) { return item }
        if decl.is(FunctionDeclSyntax.self), !tokens.isDisjoint(with: firstScreenNames) { return shortening(item, without: showingOtherScreens) }
        return nil
    }

    private func emptiedMember(_ item: MemberBlockItemSyntax, name: String?, tokens: Set<String>, group: some DeclGroupSyntax) -> MemberBlockItemSyntax? {
        let decl = item.decl
        if decl.is(InitializerDeclSyntax.self) { return shortening(item, without: showingOtherScreens.union(emptiedAway)) }
        if decl.is(EnumCaseDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self) { return item }
        if !tokens.isDisjoint(with: showingOtherScreens) { return nil }
        if let variable = decl.as(VariableDeclSyntax.self) {
            if name == "body", Self.inheritsView(group) { return emptyBody(item, variable) }
            if let name, used.contains(name) { return item }
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

    /// An initialiser, an override, or a member one of the app's other protocols requires.
    private func isRequired(_ decl: DeclSyntax, name: String?) -> Bool {
        if decl.is(InitializerDeclSyntax.self) || decl.is(DeinitializerDeclSyntax.self) { return true }
        if let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers, modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
            return true
        }
        return name.map(requiredNames.contains) ?? false
    }

    /// The member without the top-level statements of its body that use one of `names`.
    private func shortening(_ item: MemberBlockItemSyntax, without names: Set<String>) -> MemberBlockItemSyntax {
        func filtered(_ body: CodeBlockSyntax) -> CodeBlockSyntax {
            var body = body
            var names = names
            var kept: [CodeBlockItemSyntax] = []
            for statement in body.statements {
                if Self.identifiers(in: Syntax(statement)).isDisjoint(with: names) {
                    kept.append(statement)
                } else if let branches = Self.ifExpression(statement), Self.identifiers(in: Syntax(branches.conditions)).isDisjoint(with: names) {
                    // `if signedIn { showHome() } else { showLogin() }`: each branch loses what shows another screen.
                    var shortened = branches
                    shortened.body = filtered(branches.body)
                    if case .codeBlock(let elseBody)? = branches.elseBody { shortened.elseBody = .codeBlock(filtered(elseBody)) }
                    kept.append(statement.with(\.item, .expr(ExprSyntax(shortened))))
                } else if let variable = statement.item.as(VariableDeclSyntax.self) {
                    // A local the left-out statement declared goes with the statements that use it.
                    names.formUnion(variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
                }
            }
            body.statements = CodeBlockItemListSyntax(kept)
            return body
        }
        var item = item
        if var function = item.decl.as(FunctionDeclSyntax.self), let body = function.body {
            function.body = filtered(body)
            item.decl = DeclSyntax(function)
        } else if var initializer = item.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
            initializer.body = filtered(body)
            item.decl = DeclSyntax(initializer)
        } else if var deinitializer = item.decl.as(DeinitializerDeclSyntax.self), let body = deinitializer.body {
            deinitializer.body = filtered(body)
            item.decl = DeclSyntax(deinitializer)
        }
        return item
    }

    /// The `if` a statement is.
    private static func ifExpression(_ statement: CodeBlockItemSyntax) -> IfExprSyntax? {
        if let expression = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) { return expression }
        return statement.item.as(IfExprSyntax.self)
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
    /// no longer meets: the app's protocols with requirements, and for a class the framework's
    /// protocols after its superclass.
    private func trimmingConformances<Group: DeclGroupSyntax>(of group: Group) -> Group {
        guard let clause = group.inheritanceClause else { return group }
        let isClass = group.is(ClassDeclSyntax.self) || group.is(ActorDeclSyntax.self)
        let kept = clause.inheritedTypes.enumerated().filter { position, inherited in
            let name = ExampleWiringSites.baseName(inherited.type)
            if ownTypes.contains(name) { return true }
            if let declared = index.type(named: name) {
                return declared.kind == .protocol ? (declared.members ?? []).isEmpty : declared.kind == .class
            }
            return isClass ? position == 0 : Self.requirementFree.contains(name)
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
    private static func signature(of decl: DeclSyntax) -> String? {
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
