import SwiftSyntax

/// Children added through a closure or a loop over a collection of coordinators:
/// `[home, search].forEach { addChild($0) }`, `tabs.forEach(addChild)`,
/// `for child in tabs { childCoordinators.append(child); child.start() }`,
/// `childCoordinators.append(contentsOf: [home, search])`.
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
            current = node.parent
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

extension FlowScanner {
    /// What each element of the collection `expression` is, where it is an array literal directly or
    /// through locals, `self.` assignments and stored properties; nil where the code does not say.
    func elements(of expression: ExprSyntax, in visitor: MemberVisitor, depth: Int = 0) -> [ExprSyntax]? {
        guard depth < 6 else { return nil }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let bound = visitor.binding(of: name, at: reference) { return elements(of: bound, in: visitor, depth: depth + 1) }
            return propertyValue(name).flatMap { elements(of: $0, in: visitor, depth: depth + 1) }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base.map(SyntaxNames.isSelf) == true {
            let name = member.declName.baseName.text
            if let bound = visitor.selfAssignments[name] { return elements(of: bound, in: visitor, depth: depth + 1) }
            return propertyValue(name).flatMap { elements(of: $0, in: visitor, depth: depth + 1) }
        }
        return nil
    }

    /// The initial value of the owner's stored property `name`.
    private func propertyValue(_ name: String) -> ExprSyntax? {
        for (property, _) in owner.properties {
            for (bound, binding) in SyntaxNames.boundNames(property) where bound == name {
                return binding.initializer?.value
            }
        }
        return nil
    }

    /// What a child site's expression is: for an element of a collection the closure or loop around it
    /// goes over (or a collection the site adds whole), what each element is; else its one resolution.
    func resolveChildren(_ site: ChildSite, in visitor: MemberVisitor) -> [Resolution] {
        if site.isCollection {
            guard let elements = elements(of: site.expression, in: visitor) else {
                return [.unknown("`\(site.expression.trimmedDescription)` is not a list of the coordinators it holds")]
            }
            return elements.map { resolve($0, in: visitor, depth: 1) }
        }
        if let reference = site.expression.as(DeclReferenceExprSyntax.self),
            let sequence = CollectionChildren.sequence(elementNamed: reference.baseName.text, at: reference),
            let elements = elements(of: sequence, in: visitor)
        {
            return elements.map { resolve($0, in: visitor, depth: 1) }
        }
        return [resolve(site.expression, in: visitor, depth: 0)]
    }
}
