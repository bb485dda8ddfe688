import SwiftSyntax

/// The places outside the example flow's own types that wire it in, found in one file's syntax tree:
/// members named after the example (the parent's method that starts it, its factory methods in
/// shared factories and their protocols, a property holding it, a delegate method), its case in an
/// enum, the switch clauses that handle that case, and extensions that make another type conform to
/// one of its protocols (`extension HomeCoordinator: ProfileCoordinatorDelegate`).
///
/// Declarations of the example's own types (and their extensions) are not wiring: they are copied
/// whole into the new flow's files.
final class ExampleWiringSites: SyntaxVisitor {
    /// A member, an extension or a switch clause copied after itself.
    private(set) var copiedNodes: [Syntax] = []
    /// Enum case elements named after the example (beginning with its word), copied after themselves in
    /// their `case` list.
    private(set) var caseElements: [EnumCaseElementSyntax] = []
    /// Members (methods, properties) named after the example that use its types, old name → new.
    private(set) var memberNames: [String: String] = [:]
    /// Members named after the example that do not use its types: copied when a member of the same
    /// name is (a protocol's requirement of a copied method).
    private(set) var namedMembers: [(node: Syntax, name: String)] = []

    /// Members named after the example left uncopied because they name one of its screens the new flow
    /// does not have (`makeProfileEditViewController(coordinator:)`): the copy calls the original.
    private(set) var leftOutMembers: [String] = []
    /// Types that adopt one of the example's protocols in their own declaration
    /// (`final class ModulesFactory: ProfileModulesFactory`): the copy adopts the renamed one in an
    /// extension after the declaration.
    private(set) var adoptingTypes: [DeclGroupSyntax] = []
    /// Stored properties of other types whose type is one of the example's (`var coordinator:
    /// ProfileCoordinator!`): where copied wiring sets one, the copy gets a property of its own.
    private(set) var ownTypedProperties: [(item: MemberBlockItemSyntax, name: String)] = []
    /// Names the example's own types (and their extensions) reach through a member access
    /// (`type = .profile`, `case .profile:`): the enum cases the copy of those types names.
    private(set) var ownTypesMemberReferences: Set<String> = []
    /// Locals declared with a value in a body not copied whole (``ExampleLocalWiring``).
    private(set) var localCandidates: [ExampleLocalWiring.Candidate] = []

    private let ownTypes: Set<String>
    private let swap: ExampleNameSwap
    /// Cases the switch clauses are looked for with; empty in the first pass, which finds them.
    private let cases: Set<String>
    /// The example's screens the copy leaves out.
    private let leftOut: Set<String>

    /// Whether a member named after the example that names one of its cases (`presentPreferencesScreen()`,
    /// which appends `.preferences`) is wiring, as one using its types is: a screen's copy.
    private let membersNamingCases: Bool

    init(ownTypes: Set<String>, swap: ExampleNameSwap, cases: Set<String>, leftOut: Set<String> = [], membersNamingCases: Bool = false) {
        self.ownTypes = ownTypes
        self.swap = swap
        self.cases = cases
        self.leftOut = leftOut
        self.membersNamingCases = membersNamingCases
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { visitType(node.name, node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { visitType(node.name, node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { visitType(node.name, node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        guard ownTypes.contains(node.name.text) else { return .visitChildren }
        ownTypesMemberReferences.formUnion(Self.memberAccessNames(in: Syntax(node)))
        return .skipChildren
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { visitType(node.name, node) }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if ownTypes.contains(Self.baseName(node.extendedType)) {
            ownTypesMemberReferences.formUnion(Self.memberAccessNames(in: Syntax(node)))
            return .skipChildren
        }
        let conformsToOwn = node.inheritanceClause?.inheritedTypes.contains { inherited in
            Self.identifiers(in: Syntax(inherited.type)).contains(where: ownTypes.contains)
        }
        if conformsToOwn == true, node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
            copiedNodes.append(Syntax(node))
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        guard let name = Self.declaredName(node.decl), Self.isCopyable(node.decl), name != swap.old.caseName || holdsOwnType(node.decl)
        else { return .visitChildren }
        let renamed = swap.swapped(name) ?? swap.swappedPartially(name)
        guard let renamed else {
            if Self.isStoredProperty(node.decl), let type = node.decl.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type,
                Self.identifiers(in: Syntax(type)).contains(where: ownTypes.contains)
            {
                ownTypedProperties.append((node, name))
            }
            return .visitChildren
        }
        let used = Self.identifiers(in: Syntax(node.decl))
        if used.contains(where: leftOut.contains) {
            // It makes or takes a screen the new flow does not have: a copy would hand the new
            // coordinator to the example's screen, which expects the example's.
            leftOutMembers.append(name)
            return .skipChildren
        }
        if used.contains(where: ownTypes.contains) || (membersNamingCases && !Self.memberAccessNames(in: Syntax(node.decl)).isDisjoint(with: cases)) {
            // It uses the flow's types: the parent's method that starts it, a factory method, a property.
            memberNames[name] = renamed
            copiedNodes.append(Syntax(node))
            return .skipChildren
        }
        // A requirement or a member named like one that uses the flow's types: copied if one is.
        namedMembers.append((Syntax(node), name))
        return .visitChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        guard let variable = node.item.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
            let pattern = binding.pattern.as(IdentifierPatternSyntax.self), let value = binding.initializer?.value,
            node.parent?.parent?.is(SourceFileSyntax.self) == false
        else { return .visitChildren }
        localCandidates.append(
            ExampleLocalWiring.Candidate(
                item: node, name: SourceEditNames.unescaped(pattern.identifier), initializerNames: Set(Self.identifiers(in: Syntax(value)))))
        return .visitChildren
    }

    /// An element of a list that makes one of the flow's types (`[SettingsModuleAssembly(), …]`, the
    /// assemblies a dependency container is built from): the list gets the copy's beside it.
    override func visit(_ node: ArrayElementSyntax) -> SyntaxVisitorContinueKind {
        guard let call = node.expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            ownTypes.contains(SourceEditNames.unescaped(callee.baseName))
        else { return .visitChildren }
        copiedNodes.append(Syntax(node))
        return .skipChildren
    }

    /// A case is the flow's when its name begins with the example's word (`profile`, `profileTab`); a case
    /// that only mentions it (`editProfile` of a data enum, `showUserProfile` of a screen's events) is the
    /// app's own: a copy would add a case its other switches do not handle.
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        if swap.begins(node.name.text), !Self.isCodingKeys(node) { caseElements.append(node) }
        return .skipChildren
    }

    /// A case of a `CodingKey` enum names a stored property: a copy would name one that is not there.
    private static func isCodingKeys(_ element: EnumCaseElementSyntax) -> Bool {
        var node = element.parent
        while let current = node, !current.is(EnumDeclSyntax.self) { node = current.parent }
        guard let enumDecl = node?.as(EnumDeclSyntax.self) else { return false }
        return enumDecl.name.text == "CodingKeys"
            || (enumDecl.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "CodingKey" } ?? false)
    }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        guard case .case(let label) = node.label else { return .visitChildren }
        let handlesExample = label.caseItems.contains { item in
            item.pattern.tokens(viewMode: .sourceAccurate).contains { token in
                token.parent?.is(DeclReferenceExprSyntax.self) == true && token.parent?.parent?.is(MemberAccessExprSyntax.self) == true
                    && cases.contains(SourceEditNames.unescaped(token))
            }
        }
        if handlesExample {
            if !Self.switchesOverOwnType(node, ownTypes: ownTypes) { copiedNodes.append(Syntax(node)) }
            return .skipChildren
        }
        return .visitChildren
    }

    private func visitType(_ name: TokenSyntax, _ node: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
        if ownTypes.contains(name.text) {
            ownTypesMemberReferences.formUnion(Self.memberAccessNames(in: Syntax(node)))
            return .skipChildren
        }
        let adoptsOwn = node.inheritanceClause?.inheritedTypes.contains { inherited in
            Self.identifiers(in: Syntax(inherited.type)).contains(where: ownTypes.contains)
        }
        if adoptsOwn == true, node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true { adoptingTypes.append(node) }
        return .visitChildren
    }

    /// A stored property named as the flow's case that holds one of its types (`private let home =
    /// HomeCoordinator(…)` in a tab parent): the flow's, as `homeCoordinator` would be.
    private func holdsOwnType(_ decl: DeclSyntax) -> Bool {
        Self.isStoredProperty(decl) && ExampleHeldMemberUses.heldType(of: decl).map(ownTypes.contains) == true
    }

    /// A `var` or `let` without accessors: storage.
    static func isStoredProperty(_ decl: DeclSyntax) -> Bool {
        guard let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first else { return false }
        return binding.accessorBlock == nil && !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// The name a member declares: a method's, or a property's with one binding.
    static func declaredName(_ decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) { return function.name.text }
        if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
        {
            return SourceEditNames.unescaped(pattern.identifier)
        }
        return nil
    }

    /// Whether a copy of the member keeps its type valid: a method, a computed property, a requirement,
    /// or a stored property that needs no initialiser's help (it has a value, or is an optional `var`).
    static func isCopyable(_ decl: DeclSyntax) -> Bool {
        if decl.is(FunctionDeclSyntax.self) { return true }
        guard let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first else { return false }
        if binding.accessorBlock != nil || binding.initializer != nil { return true }
        let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
        guard let type = binding.typeAnnotation?.type else { return false }
        return isVar && (type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self))
    }

    /// `Outer.Profile` → `Profile`, `Base<Int>` → `Base`.
    static func baseName(_ type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        return type.trimmedDescription
    }

    /// The names reached through a member access in `node` that can name an enum case (`.profile`,
    /// `Flow.profile`), unescaped: how a case is named where it is used, in an expression or a `case`
    /// pattern. A member reached through a value (`builder.profile()`, `self.profile`) is no case: an
    /// enum case is reached through its type or, where the type is known, through nothing.
    static func memberAccessNames(in node: Syntax) -> Set<String> {
        Set(
            node.tokens(viewMode: .sourceAccurate).compactMap { token in
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                    let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id,
                    access.base.map(namesAType) ?? true
                else { return nil }
                return SourceEditNames.unescaped(token)
            })
    }

    /// Whether a member access's base names a type (`Flow`, `App.Flow`, `Flow<Int>`) rather than a
    /// value (`builder`, `self.builder`, `make()`): types are capitalised, values are not.
    private static func namesAType(_ base: ExprSyntax) -> Bool {
        let name: TokenSyntax
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName
        } else if let member = base.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName
        } else if let specialized = base.as(GenericSpecializationExprSyntax.self) {
            return namesAType(specialized.expression)
        } else {
            return false
        }
        guard case .identifier = name.tokenKind, let first = SourceEditNames.unescaped(name).first else {
            return name.tokenKind == .keyword(.Self)
        }
        return first.isUppercase
    }

    static func identifiers(in node: Syntax) -> [String] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let text) = token.tokenKind { return text }
            return nil
        }
    }
}
