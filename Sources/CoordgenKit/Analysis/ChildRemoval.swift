import SwiftSyntax

/// Where an app removes a child coordinator: what `child-never-removed` looks for, and what tells
/// `strong-finish-delegate` whether a cycle through a strong parent reference ever breaks.
struct ChildRemoval {
    let facts: AppFacts
    /// What was already found out, by type name: a reader that asks about the same types again (every
    /// coordinator whose finish delegate names the same parent protocol) reads their members once.
    private let answers = Answers()

    init(facts: AppFacts) {
        self.facts = facts
    }

    init(app: AnalyzedApp) {
        self.init(facts: app.facts)
    }

    /// Calls on the children property that take children out of it.
    static let removingCalls: Set<String> = [
        "remove", "removeAll", "removeLast", "removeFirst", "popLast", "removeValue", "filter",
    ]

    /// Whether the type, or a finish callback it inherits from a base class or protocol extension,
    /// removes a child.
    func removesChildren(_ type: AnalyzedType) -> Bool {
        if let known = answers.removesChildren(type.name) { return known }
        let removesItself =
            type.ruleNotes(under: facts.conventions).map { $0.contains { $0.notes.removal.removesChild } }
            ?? type.members.contains { removes(in: $0.decl) }
        let found = removesItself || inheritedRemoval(of: type)
        answers.setRemovesChildren(type.name, found)
        return found
    }

    /// Whether the code under `root` removes a child: a remove method (`removeDependency`), a removing
    /// call on the children property, assigning the property, or `children[key] = nil`.
    func removes(in root: some SyntaxProtocol) -> Bool {
        Self.removes(calls: SyntaxSearch.calls(in: root), sequences: SyntaxSearch.sequences(in: root), facts.conventions)
    }

    /// ``removes(in:)`` of the calls and operator sequences under a node.
    static func removes(calls: [FunctionCallExprSyntax], sequences: [SequenceExprSyntax], _ conventions: AnalysisConventions) -> Bool {
        for call in calls {
            let name = SyntaxNames.calledName(call) ?? ""
            if conventions.removeChildMethods.contains(name) { return true }
            if SyntaxNames.isOnChildren(call, conventions) && Self.removingCalls.contains(name) { return true }
        }
        for sequence in sequences {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
            if SyntaxNames.lastName(elements[0]) == conventions.childrenProperty { return true }
            if let subscripted = elements[0].as(SubscriptCallExprSyntax.self),
                SyntaxNames.lastName(subscripted.calledExpression) == conventions.childrenProperty,
                elements[2].is(NilLiteralExprSyntax.self)
            {
                return true
            }
        }
        return false
    }

    /// A finish callback that removes children, declared in a base class or a protocol extension the
    /// type inherits: the child calls it on its parent, so the parent's own code need not mention it. Or
    /// the inherited method that adds a child removes it itself when the child's flow ends (a generic
    /// result base's `coordinate(to:)`, storing the child and freeing it when its stream emits).
    private func inheritedRemoval(of type: AnalyzedType) -> Bool {
        facts.hierarchy.ancestors[type.name, default: []].contains { inheritedCallbackRemoves($0) || inheritedAddRemoves($0) }
    }

    /// Whether a method declared on the type `name` that adds a child also removes it, directly or
    /// through a method of the same type it calls (`coordinate(to:)` calling `free(coordinator:)`).
    private func inheritedAddRemoves(_ name: String) -> Bool {
        guard let type = facts.types[name] else { return false }
        if let noted = type.ruleNotes(under: facts.conventions) { return noted.contains { $0.notes.removal.addMethodRemoves } }
        return Self.addMethodRemoves(type.functions.map { NotedMember(DeclSyntax($0.0)) }, facts.conventions)
    }

    /// Whether one of `members` is a method adding a child (``AnalysisConventions/addChildMethods``)
    /// that also takes it out of the collection it stores it in — in its own body or in a method among
    /// `members` it calls (`store(coordinator:)` and, when the stream emits, `free(coordinator:)`).
    static func addMethodRemoves(_ members: [NotedMember], _ conventions: AnalysisConventions) -> Bool {
        // Every member of a name: a protocol's requirement (no body) and its extension's implementation alike.
        let functions = Dictionary(
            grouping: members.filter { $0.decl.as(FunctionDeclSyntax.self)?.body != nil },
            by: { $0.decl.as(FunctionDeclSyntax.self)?.name.text ?? "" })
        return functions.contains { name, adding in
            guard conventions.addChildMethods.contains(name) else { return false }
            return adding.contains { member in
                let called = member.calls.compactMap(SyntaxNames.calledName).flatMap { functions[$0] ?? [] }
                let reached = [member] + called
                let stored = Set(reached.flatMap(CollectionWrites.stored(in:)))
                return reached.contains { removes(calls: $0.calls, sequences: $0.sequences, conventions) }
                    || !stored.isDisjoint(with: reached.flatMap(CollectionWrites.removed(from:)))
            }
        }
    }

    /// Whether a finish callback declared on the type `name` (a base class, a protocol's extension) removes a child.
    private func inheritedCallbackRemoves(_ name: String) -> Bool {
        if let known = answers.callbackRemoves(name) { return known }
        let found =
            facts.types[name].map { type in
                type.ruleNotes(under: facts.conventions).map { $0.contains { $0.notes.removal.finishCallbackRemoves } }
                    ?? type.functions.contains { function, _ in
                        facts.conventions.isFinishCallback(function.name.text) && removes(in: function)
                    }
            } ?? false
        answers.setCallbackRemoves(name, found)
        return found
    }

    /// The app's classes that are, or inherit, `typeName`: who can stand behind a reference of that type.
    func classes(conformingTo typeName: String) -> [AnalyzedType] {
        facts.sortedTypes.filter { type in
            type.kind == .class && (type.name == typeName || facts.hierarchy.ancestors[type.name, default: []].contains(typeName))
        }
    }

    /// Whether a protocol (or class) of this name can be held `weak`: a class, or a protocol that is
    /// class-bound directly or through what it refines.
    func isClassBound(_ name: String) -> Bool {
        if let type = facts.types[name], type.kind == .class || type.kind == .actor { return true }
        if facts.types[name]?.primary?.isClassBound == true { return true }
        let ancestors = facts.hierarchy.ancestors[name, default: []]
        if ancestors.contains("AnyObject") || ancestors.contains("NSObjectProtocol") || ancestors.contains("NSObject") { return true }
        return ancestors.contains { ancestor in
            guard let type = facts.types[ancestor] else { return false }
            return type.kind == .class || type.primary?.isClassBound == true
        }
    }
}

extension ChildRemoval {
    /// The answers a ``ChildRemoval`` found, shared by its copies (a reading is single-threaded).
    private final class Answers: @unchecked Sendable {
        private var removing: [String: Bool] = [:]
        private var callbacks: [String: Bool] = [:]

        func removesChildren(_ name: String) -> Bool? { removing[name] }
        func setRemovesChildren(_ name: String, _ value: Bool) { removing[name] = value }
        func callbackRemoves(_ name: String) -> Bool? { callbacks[name] }
        func setCallbackRemoves(_ name: String, _ value: Bool) { callbacks[name] = value }
    }
}

extension ChildRemoval {
    /// What ``ChildRemoval`` reads of one declaration (``DeclarationRuleNotes``): whether a member
    /// removes a child, whether a finish callback it declares does, and whether a method adding a child
    /// removes it too (``ChildRemoval/addMethodRemoves(_:_:)``).
    struct Notes: Sendable {
        let removesChild: Bool
        let finishCallbackRemoves: Bool
        let addMethodRemoves: Bool

        init(_ members: [NotedMember], conventions: AnalysisConventions) {
            let removing = members.map { ChildRemoval.removes(calls: $0.calls, sequences: $0.sequences, conventions) }
            removesChild = removing.contains(true)
            finishCallbackRemoves = zip(members, removing).contains { member, removes in
                removes && member.decl.as(FunctionDeclSyntax.self).map { conventions.isFinishCallback($0.name.text) } == true
            }
            addMethodRemoves = ChildRemoval.addMethodRemoves(members, conventions)
        }
    }
}
