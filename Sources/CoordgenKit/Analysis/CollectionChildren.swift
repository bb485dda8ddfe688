import SwiftSyntax

/// Children added through a closure or a loop over a collection of coordinators:
/// `[home, search].forEach { addChild($0) }`, `tabs.forEach(addChild)`,
/// `for child in tabs { childCoordinators.append(child); child.start() }`,
/// `childCoordinators.append(contentsOf: [home, search])`,
/// `[home, search].forEach { if let child = $0 as? any Coordinator { childCoordinators.append(child) } }`.
///
/// The element a closure's parameter or a loop's variable stands for is each element of the collection
/// the closure or loop goes over, where that collection is an array literal, directly or through a local
/// or a stored property of the owner; anything else is left to the caller's usual reading.
enum CollectionChildren {
    /// Calls that hand each element of their receiver to their closure.
    static let iterating: Set<String> = ["forEach"]

    /// The collection a name stands for an element of at `use`: the sequence of the closest enclosing
    /// `for name in …` loop, or the receiver of the closest enclosing `….forEach { name in … }` (or
    /// `{ … $0 … }`) whose parameter it is.
    static func sequence(elementNamed name: String, at use: some SyntaxProtocol) -> ExprSyntax? {
        var current = use.parent
        while let node = current {
            if let loop = node.as(ForStmtSyntax.self), encloses(loop.body, use) {
                let bound = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    ?? loop.pattern.as(ValueBindingPatternSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                if bound == name { return loop.sequence }
            }
            if let closure = node.as(ClosureExprSyntax.self), parameterNames(of: closure).contains(name) {
                return iteratedCollection(of: closure)
            }
            // `if let coordinator = $0 as? any Coordinator { append(coordinator) }`: the element, cast.
            if let conditional = node.as(IfExprSyntax.self), encloses(conditional.body, use),
                let element = castElement(boundTo: name, in: conditional.conditions)
            {
                return sequence(elementNamed: element.baseName.text, at: element)
            }
            current = node.parent
        }
        return nil
    }

    /// The name an `if let name = element as? Type` (or `= element`) condition binds `name` to.
    private static func castElement(boundTo name: String, in conditions: ConditionElementListSyntax) -> DeclReferenceExprSyntax? {
        for condition in conditions {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let value = binding.initializer?.value
            else { continue }
            // Unfolded, `$0 as? T` is a sequence: the element, the cast, the type.
            if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                Array(sequence.elements)[1].is(UnresolvedAsExprSyntax.self)
            {
                return sequence.elements.first?.as(DeclReferenceExprSyntax.self)
            }
            return (value.as(AsExprSyntax.self)?.expression ?? value).as(DeclReferenceExprSyntax.self)
        }
        return nil
    }

    /// The receiver of the `forEach` call `closure` is the body of (trailing or sole argument).
    private static func iteratedCollection(of closure: ClosureExprSyntax) -> ExprSyntax? {
        var parent = closure.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        guard let call = parent?.as(FunctionCallExprSyntax.self), iterating.contains(SyntaxNames.calledName(call) ?? "")
        else { return nil }
        return SyntaxNames.receiver(call)
    }

    /// The names a closure binds its one element to: its declared parameter, or `$0` without one.
    private static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        guard let parameters = closure.signature?.parameterClause else { return ["$0"] }
        if let shorthand = parameters.as(ClosureShorthandParameterListSyntax.self) { return shorthand.map(\.name.text) }
        if let clause = parameters.as(ClosureParameterClauseSyntax.self) {
            return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
        return []
    }

    private static func encloses(_ outer: some SyntaxProtocol, _ inner: some SyntaxProtocol) -> Bool {
        outer.position <= inner.position && inner.endPosition <= outer.endPosition
    }

    /// Whether `call` hands each element of its receiver to a method adding a child
    /// (`tabs.forEach(addChild)`, `[a, b].forEach(self.addChild(_:))`), or appends a collection to the
    /// children (`childCoordinators.append(contentsOf: tabs)`): the collection, or nil.
    static func addedCollection(by call: FunctionCallExprSyntax, conventions: AnalysisConventions) -> ExprSyntax? {
        let name = SyntaxNames.calledName(call) ?? ""
        guard let receiver = SyntaxNames.receiver(call), let first = call.arguments.first, call.arguments.count == 1 else { return nil }
        if name == "append", first.label?.text == "contentsOf", SyntaxNames.lastName(receiver) == conventions.childrenProperty {
            return first.expression
        }
        guard iterating.contains(name), first.label == nil else { return nil }
        let method: DeclReferenceExprSyntax?
        if let reference = first.expression.as(DeclReferenceExprSyntax.self) {
            method = reference
        } else if let member = first.expression.as(MemberAccessExprSyntax.self), member.base.map(SyntaxNames.isSelf) == true {
            method = member.declName
        } else {
            method = nil
        }
        guard let method, conventions.addChildMethods.contains(method.baseName.text) else { return nil }
        return receiver
    }
}
