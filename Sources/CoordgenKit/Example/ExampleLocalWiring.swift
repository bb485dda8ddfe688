import SwiftSyntax

/// Wiring inside a method's body that is not named after the example: a local that holds the example's
/// coordinator (`let profileCoordinator = ProfileCoordinator(…)` in a tab coordinator's `init`), and
/// what the body does with it — a call (`profileCoordinator.start()`, `add(child: profileCoordinator)`),
/// an assignment to one of its properties, an element of an array (`[homeCoordinator,
/// profileCoordinator]`). The copy declares its own local after the original and repeats each of those
/// after its original; a statement that uses the local otherwise (`window.rootViewController =
/// profileCoordinator.root` sets what one flow has) is not copied, and said.
struct ExampleLocalWiring {
    /// A local declared with an initial value that names a type or member: a candidate until the
    /// example's types and copied members are known.
    struct Candidate {
        let item: CodeBlockItemSyntax
        let name: String
        let initializerNames: Set<String>
    }

    /// The nodes copied after themselves: the local's declaration, the statements and array elements
    /// that use it.
    private(set) var nodes: [Syntax] = []
    /// Each copied node's local, old name → new, by the node's id.
    private(set) var renamedLocals: [SyntaxIdentifier: (old: String, new: String)] = [:]
    /// Statements that use a copied local and are not copied.
    private(set) var uncopied: [String] = []

    /// The candidates whose value names one of `names` (the example's types, the members copied) and
    /// whose name holds the example's: each with the statements of its block after it that use it.
    /// Only where the block makes other flows beside it the same way (a tab coordinator's locals): a
    /// method that makes one flow is that flow's, and a copy there would start both at once. And only
    /// where its value takes nothing the block made for it alone (`let settingsNavigationController =
    /// UINavigationController()`): the copy would share it.
    init(candidates: [Candidate], naming names: Set<String>, swap: ExampleNameSwap) {
        for candidate in candidates where !candidate.initializerNames.isDisjoint(with: names) {
            guard let newName = swap.swapped(candidate.name) ?? swap.swappedPartially(candidate.name), newName != candidate.name,
                let block = candidate.item.parent?.as(CodeBlockItemListSyntax.self),
                Self.makesOtherFlows(block, besides: candidate, candidates: candidates, names: names),
                Self.localsBefore(candidate.item, in: block).isDisjoint(with: candidate.initializerNames)
            else { continue }
            add(Syntax(candidate.item), local: candidate.name, as: newName)
            for item in block where item.position > candidate.item.position {
                guard Self.references(candidate.name, in: Syntax(item)) else { continue }
                let elements = Self.arrayElements(referencing: candidate.name, in: Syntax(item))
                if !elements.isEmpty {
                    for element in elements { add(Syntax(element), local: candidate.name, as: newName) }
                } else if Self.isCopyable(item, local: candidate.name) {
                    add(Syntax(item), local: candidate.name, as: newName)
                } else {
                    uncopied.append(item.oneLine)
                }
            }
        }
    }

    /// Whether another local of the block is made with another coordinator (`HomeCoordinator(…)`,
    /// `factory.makeSearchCoordinator(…)`).
    private static func makesOtherFlows(
        _ block: CodeBlockItemListSyntax, besides candidate: Candidate, candidates: [Candidate], names: Set<String>
    ) -> Bool {
        candidates.contains { other in
            other.item.id != candidate.item.id && other.item.parent?.id == block.id
                && other.initializerNames.contains { !names.contains($0) && $0.contains("Coordinator") }
        }
    }

    /// The names of the locals the block declares before `item`.
    private static func localsBefore(_ item: CodeBlockItemSyntax, in block: CodeBlockItemListSyntax) -> Set<String> {
        var names: Set<String> = []
        for earlier in block where earlier.position < item.position {
            guard let variable = earlier.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) { names.insert(SourceEditNames.unescaped(pattern.identifier)) }
            }
        }
        return names
    }

    /// Adds the uses of the copied members that the type repeats per flow (``ExampleHeldMemberUses``).
    mutating func add(_ uses: ExampleHeldMemberUses.Found) {
        for node in uses.nodes where !nodes.contains(where: { $0.id == node.id }) {
            nodes.append(node)
            if let renamed = uses.renamedLocals[node.id] { renamedLocals[node.id] = renamed }
        }
    }

    private mutating func add(_ node: Syntax, local: String, as newName: String) {
        nodes.append(node)
        renamedLocals[node.id] = (local, newName)
    }

    /// The tokens of `node` that name its local, by offset, with the new name: what the renamer puts in.
    func localRenames(in node: Syntax) -> [Int: String] {
        guard let (old, new) = renamedLocals[node.id] else { return [:] }
        var renames: [Int: String] = [:]
        for token in node.tokens(viewMode: .sourceAccurate) where SourceEditNames.unescaped(token) == old {
            let isLocal =
                token.parent?.is(IdentifierPatternSyntax.self) == true
                || (token.parent?.as(DeclReferenceExprSyntax.self).map { !Self.isMemberName($0) } ?? false)
            if isLocal { renames[token.positionAfterSkippingLeadingTrivia.utf8Offset] = new }
        }
        return renames
    }

    /// Whether `node` names the local as a value (not as a member of something else: `self.home`).
    static func references(_ local: String, in node: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            guard SourceEditNames.unescaped(token) == local, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
            return !isMemberName(reference)
        }
    }

    /// The outermost array elements in `node` whose value names the local (`profileCoordinator`,
    /// `profileCoordinator.navigationController`).
    private static func arrayElements(referencing local: String, in node: Syntax) -> [ArrayElementSyntax] {
        final class Finder: SyntaxVisitor {
            let local: String
            var found: [ArrayElementSyntax] = []
            init(local: String) {
                self.local = local
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: ArrayElementSyntax) -> SyntaxVisitorContinueKind {
                guard ExampleLocalWiring.references(local, in: Syntax(node.expression)) else { return .skipChildren }
                found.append(node)
                return .skipChildren
            }
            // A closure's array is another flow's business (`children.forEach { … }`).
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(local: local)
        finder.walk(node)
        return finder.found
    }

    /// A statement that only does something to or with the local: a call that names it
    /// (`profileCoordinator.start()`, `add(child: profileCoordinator)`), or an assignment to what the
    /// local holds (`profileCoordinator.delegate = self`). An assignment to anything else sets what
    /// one flow has, and a declaration, a condition or a return would repeat the original's effect.
    private static func isCopyable(_ item: CodeBlockItemSyntax, local: String) -> Bool {
        guard let expression = item.item.as(ExprSyntax.self) else { return false }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return call.trailingClosure == nil
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return false }
            return rootName(of: elements[0]) == local
        }
        return false
    }

    /// `profileCoordinator` for `profileCoordinator.delegate.value`.
    private static func rootName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return SourceEditNames.unescaped(reference.baseName) }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { return rootName(of: base) }
        return nil
    }

    /// Whether the reference is the member name of a member access (`self.profile`, `x.profile`).
    private static func isMemberName(_ reference: DeclReferenceExprSyntax) -> Bool {
        reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id == reference.id
    }
}
