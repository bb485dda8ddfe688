import SwiftSyntax

/// The uses of a member the copy gets beside its example's, where the type holding it treats its flows
/// alike line by line: a tab parent holding each tab's coordinator in a stored property (`private let list
/// = ListCoordinator(presenter: UINavigationController())`, `let homeCoordinator = HomeCoordinator(…)`)
/// that it hands what it shares, starts and lists among its tabs (`list.storage = storage`,
/// `start(coordinator: list)`, `list.navigationController.tabBarItem = listItem`, `[list.navigationController,
/// …]`), or making each tab in a method of its own listed in an array (`setViewControllers([prepareHomeView(),
/// prepareSearchView()], animated: true)`).
///
/// A use is copied after itself where its block (a statement) or its array (an element) has the same use
/// of a sibling member — the same tokens with another of the type's members of the same kind in its place:
/// a stored property holding a type with the same last word (`…Coordinator`), or a method named alike
/// (``ExampleStartCalls/namedAlike(_:_:)``). A method's calls as statements are ``ExampleStartCalls``'
/// business; here only its array elements are. A local the copied statement reads that the block made
/// for the example alone (`let createItem = UITabBarItem(…)`, read only where the example's member is)
/// is copied too, under a name of the new flow's, so the two tabs do not share it.
enum ExampleHeldMemberUses {
    /// The nodes copied after themselves, and each one's local renamed (old → new) by the node's id.
    struct Found {
        var nodes: [Syntax] = []
        var renamedLocals: [SyntaxIdentifier: (old: String, new: String)] = [:]
    }

    /// The uses in `tree` of `members` (copied members declared in it), outside `skipping` (nodes copied
    /// whole).
    static func find(
        in tree: SourceFileSyntax, members: [MemberBlockItemSyntax], ownTypes: Set<String>, swap: ExampleNameSwap, skipping: [Syntax]
    ) -> Found {
        var found = Found()
        for item in members {
            guard let member = Member(item, ownTypes: ownTypes) else { continue }
            let siblings = member.siblings(in: tree)
            guard !siblings.isEmpty else { continue }
            let names = siblings.union([member.name])
            for block in blocks(of: member.typeName, in: tree) where !skipping.contains(where: { contains($0, Syntax(block)) }) {
                member.collectUses(in: block, names: names, swap: swap, into: &found)
            }
        }
        return found
    }

    /// A member of a type the copy gets: a stored property holding one of the example's types, or a method.
    struct Member {
        let name: String
        let typeName: String
        let isMethod: Bool
        /// The last word of the type a property holds (`Coordinator`).
        let heldKind: String?
        let memberBlock: MemberBlockItemListSyntax

        init?(_ item: MemberBlockItemSyntax, ownTypes: Set<String>) {
            guard let name = ExampleWiringSites.declaredName(item.decl), let list = item.parent?.as(MemberBlockItemListSyntax.self),
                let typeName = ExampleHeldMemberUses.typeName(of: Syntax(list))
            else { return nil }
            self.name = name
            self.typeName = typeName
            self.memberBlock = list
            if item.decl.is(FunctionDeclSyntax.self) {
                isMethod = true
                heldKind = nil
            } else if ExampleWiringSites.isStoredProperty(item.decl), let held = ExampleHeldMemberUses.heldType(of: item.decl),
                ownTypes.contains(held), let kind = ExampleHeldMemberUses.lastWord(held)
            {
                isMethod = false
                heldKind = kind
            } else {
                return nil
            }
        }

        /// The type's other members of the same kind, declared in the type's block or its extensions in `tree`.
        func siblings(in tree: SourceFileSyntax) -> Set<String> {
            let lists = [memberBlock] + ExampleHeldMemberUses.extensionBlocks(of: typeName, in: tree)
            var names: Set<String> = []
            for other in lists.flatMap({ Array($0) }) {
                guard let otherName = ExampleWiringSites.declaredName(other.decl), otherName != name else { continue }
                if isMethod {
                    if other.decl.is(FunctionDeclSyntax.self), ExampleStartCalls.namedAlike(otherName, name) { names.insert(otherName) }
                } else if ExampleWiringSites.isStoredProperty(other.decl), let held = ExampleHeldMemberUses.heldType(of: other.decl),
                    ExampleHeldMemberUses.lastWord(held) == heldKind
                {
                    names.insert(otherName)
                }
            }
            return names
        }

        /// The statements and array elements of `block` using the member alike with a sibling.
        func collectUses(in block: CodeBlockItemListSyntax, names: Set<String>, swap: ExampleNameSwap, into found: inout Found) {
            let locals = ExampleHeldMemberUses.locals(of: block)
            for item in block where ExampleHeldMemberUses.refers(to: name, in: Syntax(item)) {
                let elements = ExampleHeldMemberUses.arrayElements(referencing: name, in: Syntax(item))
                if !elements.isEmpty {
                    for element in elements
                    where hasSiblingUse(
                        element, among: Array(element.parent?.as(ArrayElementListSyntax.self) ?? []).map(Syntax.init), names: names,
                        locals: locals)
                    {
                        found.nodes.append(Syntax(element))
                    }
                    continue
                }
                guard !isMethod, ExampleHeldMemberUses.isCopyable(item, member: name),
                    hasSiblingUse(item, among: block.map(Syntax.init), names: names, locals: locals)
                else { continue }
                let own = ownLocals(read: item, in: block, locals: locals, names: names)
                guard own.count <= 1 else { continue }
                found.nodes.append(Syntax(item))
                if let local = own.first, let declaration = locals[local] {
                    let renamed =
                        swap.swapped(local) ?? ExampleHeldMemberUses.localName(local, newFlow: swap.new.caseName, taken: Set(locals.keys))
                    found.renamedLocals[item.id] = (local, renamed)
                    if !found.nodes.contains(where: { $0.id == declaration.id }) {
                        found.nodes.append(Syntax(declaration))
                        found.renamedLocals[declaration.id] = (local, renamed)
                    }
                }
            }
        }

        /// Whether another of `candidates` uses a sibling in place of the member, token for token.
        private func hasSiblingUse(
            _ node: some SyntaxProtocol, among candidates: [Syntax], names: Set<String>, locals: [String: CodeBlockItemSyntax]
        ) -> Bool {
            // An element without its comma: the last one has none.
            let compared = { (node: Syntax) in node.as(ArrayElementSyntax.self).map { Syntax($0.expression) } ?? node }
            let pattern = ExampleHeldMemberUses.pattern(of: compared(Syntax(node)), names: names, locals: Set(locals.keys))
            return candidates.contains { other in
                other.id != node.id && !ExampleHeldMemberUses.refers(to: name, in: other)
                    && names.contains { $0 != name && ExampleHeldMemberUses.refers(to: $0, in: other) }
                    && ExampleHeldMemberUses.pattern(of: compared(other), names: names, locals: Set(locals.keys)) == pattern
            }
        }

        /// The block's locals `item` reads that only uses of the member read, made from neither it nor a sibling.
        private func ownLocals(
            read item: CodeBlockItemSyntax, in block: CodeBlockItemListSyntax, locals: [String: CodeBlockItemSyntax], names: Set<String>
        ) -> [String] {
            locals.filter { local, declaration in
                declaration.position < item.position && ExampleLocalWiring.references(local, in: Syntax(item))
                    && !names.contains { ExampleHeldMemberUses.refers(to: $0, in: Syntax(declaration)) }
                    && block.allSatisfy { other in
                        other.id == declaration.id || !ExampleLocalWiring.references(local, in: Syntax(other))
                            || ExampleHeldMemberUses.refers(to: name, in: Syntax(other))
                    }
            }.keys.sorted()
        }
    }

    /// The type a stored property holds: its annotation's, else the type its value calls (`HomeCoordinator(…)`).
    static func heldType(of decl: DeclSyntax) -> String? {
        guard let binding = decl.as(VariableDeclSyntax.self)?.bindings.first else { return nil }
        if let type = binding.typeAnnotation?.type {
            return ExampleWiringSites.baseName(type.as(OptionalTypeSyntax.self)?.wrappedType ?? type)
        }
        guard let callee = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)
        else {
            return nil
        }
        return SourceEditNames.unescaped(callee.baseName)
    }

    /// `Coordinator` of `HomeCoordinator`.
    static func lastWord(_ name: String) -> String? {
        name.lastIndex(where: \.isUppercase).map { String(name[$0...]) }
    }

    /// The name of the type whose member block `node` is, or that an extension extends.
    private static func typeName(of node: Syntax) -> String? {
        var current = node.parent
        while let parent = current {
            if let group = parent.asProtocol(DeclGroupSyntax.self) {
                if let extensionDecl = group.as(ExtensionDeclSyntax.self) { return ExampleWiringSites.baseName(extensionDecl.extendedType) }
                return [
                    parent.as(ClassDeclSyntax.self)?.name, parent.as(StructDeclSyntax.self)?.name, parent.as(ActorDeclSyntax.self)?.name,
                    parent.as(EnumDeclSyntax.self)?.name,
                ].compactMap { $0?.text }.first
            }
            current = parent.parent
        }
        return nil
    }

    /// The member blocks of `typeName`'s extensions in `tree`.
    private static func extensionBlocks(of typeName: String, in tree: SourceFileSyntax) -> [MemberBlockItemListSyntax] {
        tree.statements.compactMap { $0.item.as(ExtensionDeclSyntax.self) }.filter {
            ExampleWiringSites.baseName($0.extendedType) == typeName
        }
        .map(\.memberBlock.members)
    }

    /// The code blocks of `tree` inside `typeName`'s declaration or its extensions.
    private static func blocks(of typeName: String, in tree: SourceFileSyntax) -> [CodeBlockItemListSyntax] {
        final class Finder: SyntaxVisitor {
            var blocks: [CodeBlockItemListSyntax] = []
            override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
                if node.parent?.is(SourceFileSyntax.self) == false { blocks.append(node) }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.blocks.filter { Self.typeName(of: Syntax($0)) == typeName }
    }

    /// The locals a block declares with a value, one name each.
    private static func locals(of block: CodeBlockItemListSyntax) -> [String: CodeBlockItemSyntax] {
        var found: [String: CodeBlockItemSyntax] = [:]
        for item in block {
            guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self), variable.bindings.first?.initializer != nil
            else { continue }
            found[SourceEditNames.unescaped(pattern.identifier)] = item
        }
        return found
    }

    /// A copied local's name: the new flow's before the old one without its trailing digits (`tabbar2` →
    /// `zebraTabbar`), numbered where the block has one of that name.
    static func localName(_ old: String, newFlow: String, taken: Set<String>) -> String {
        let stem = String(old.reversed().drop(while: \.isNumber).reversed())
        let base = newFlow + (stem.first.map { String($0).uppercased() + stem.dropFirst() } ?? "")
        var name = base
        var number = 2
        while taken.contains(name) {
            name = base + String(number)
            number += 1
        }
        return name
    }

    /// Whether `node` names the member as a value: `list`, `self.list`, `list.start()`, `prepareHomeView()`.
    static func refers(to member: String, in node: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { SourceEditNames.unescaped($0) == member && namesValue($0) }
    }

    /// Whether the token is a value's name, not a member of another value's (`x.list`); `self.list` is one.
    private static func namesValue(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
        guard let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id else { return true }
        return access.base?.trimmedDescription == "self"
    }

    /// The tokens of `node` with the members in `names` and the block's `locals` each written as one placeholder.
    private static func pattern(of node: Syntax, names: Set<String>, locals: Set<String>) -> [String] {
        node.tokens(viewMode: .sourceAccurate).map { token in
            let text = SourceEditNames.unescaped(token)
            if names.contains(text), namesValue(token) { return "§member" }
            if locals.contains(text), namesValue(token) { return "§local" }
            return token.text
        }
    }

    /// The outermost array elements in `node` that name the member, outside closures.
    private static func arrayElements(referencing member: String, in node: Syntax) -> [ArrayElementSyntax] {
        final class Finder: SyntaxVisitor {
            let member: String
            var found: [ArrayElementSyntax] = []
            init(member: String) {
                self.member = member
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: ArrayElementSyntax) -> SyntaxVisitorContinueKind {
                guard ExampleHeldMemberUses.refers(to: member, in: Syntax(node.expression)) else { return .skipChildren }
                found.append(node)
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(member: member)
        finder.walk(node)
        return finder.found
    }

    /// A call naming the member (`list.start()`, `start(coordinator: list)`) or an assignment to what it
    /// holds (`list.storage = storage`); a declaration, a condition or a return would repeat the original's effect.
    private static func isCopyable(_ item: CodeBlockItemSyntax, member: String) -> Bool {
        guard let expression = item.item.as(ExprSyntax.self) else { return false }
        if let call = expression.as(FunctionCallExprSyntax.self) { return call.trailingClosure == nil }
        guard let elements = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3,
            elements[1].is(AssignmentExprSyntax.self)
        else { return false }
        return rootName(of: elements[0]) == member
    }

    /// `list` for `list.navigationController.tabBarItem` or `self.list.storage`.
    private static func rootName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return SourceEditNames.unescaped(reference.baseName) }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        if base.trimmedDescription == "self" { return SourceEditNames.unescaped(member.declName.baseName) }
        return rootName(of: base)
    }

    private static func contains(_ outer: Syntax, _ inner: Syntax) -> Bool {
        outer.position <= inner.position && inner.endPosition <= outer.endPosition
    }
}
