import SwiftSyntax

/// Insertion-only edit of a Stinsen tab coordinator's tabs: a key path (`\MainTabCoordinator.zebra`)
/// in the array its `child = TabChild(startingItems: [...])` lists — on a line of its own where the
/// elements are one per line (after the last, or before it where the last has no comma, so no line
/// changes), else at the end of the line. `remove coordinator` finds the element again by its text and takes out exactly what
/// was inserted (``DeclarationRemover``).
enum StinsenStartingItemInserter {
    /// The `startingItems:` array of `className`'s `child` property, nil where it has no such literal:
    /// the property's initial value (`var child = TabChild(startingItems: [...])`) or the value an
    /// initialiser assigns it (`self.child = .init(startingItems: [...])`); where that value is made in a
    /// closure called at once (`self.child = { var paths: [AnyKeyPath] = []; paths.append(contentsOf:
    /// [\Tabs.feed]); return .init(startingItems: paths) }()`), the last array of key paths inside it.
    static func startingItems(ofClass className: String, in tree: SourceFileSyntax) -> ArrayExprSyntax? {
        let classes = SwiftDeclarationLookup.all(ClassDeclSyntax.self, in: tree) { SourceEditNames.unescaped($0.name) == className }
        for decl in classes {
            for member in decl.memberBlock.members {
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "child" {
                        if let value = binding.initializer?.value, let array = keyPaths(in: value) { return array }
                    }
                } else if let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
                    for value in ChildAssignments(viewMode: .sourceAccurate).values(in: body) {
                        if let array = keyPaths(in: value) { return array }
                    }
                }
            }
        }
        return nil
    }

    /// The array of key paths a `child` value lists its tabs in: the `startingItems:` argument of a
    /// `TabChild(...)`/`.init(...)` call, or the last array of key paths in a closure called at once.
    private static func keyPaths(in value: ExprSyntax) -> ArrayExprSyntax? {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        if let array = call.arguments.first(where: { $0.label?.text == "startingItems" })?.expression.as(ArrayExprSyntax.self) {
            return array
        }
        guard let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty else { return nil }
        let arrays = closure.statements.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .leftSquare }
            .compactMap { $0.parent?.as(ArrayExprSyntax.self) }
        return arrays.last { array in
            !array.elements.isEmpty && array.elements.allSatisfy { $0.expression.is(KeyPathExprSyntax.self) }
        }
    }

    /// The values assigned to `child` or `self.child` in an initialiser's body.
    private final class ChildAssignments: SyntaxVisitor {
        private var found: [ExprSyntax] = []

        func values(in body: CodeBlockSyntax) -> [ExprSyntax] {
            walk(body)
            return found
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.operator.is(AssignmentExprSyntax.self) else { return .visitChildren }
            let target = node.leftOperand.trimmedDescription
            if target == "child" || target == "self.child" { found.append(node.rightOperand) }
            return .skipChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
            let target = elements[0].trimmedDescription
            if target == "child" || target == "self.child" { found.append(elements[2]) }
            return .skipChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    /// `source` with `keyPath` added as the last starting item of `className`'s tabs, and the item it
    /// went before where it did not go last: one item per line whose last has no comma gets the new one
    /// before it (`\Tabs.zebra,` on a line of its own), so that no line of the list changes.
    static func addingStartingItem(_ keyPath: String, toClass className: String, in source: String) throws -> (text: String, before: String?) {
        let parsed = try ParsedSwiftSource(source)
        guard let array = startingItems(ofClass: className, in: parsed.tree) else {
            throw SourceEditError.verificationFailed(
                "\(className) lists its tabs in no array of key paths its `child` is made with (`child = TabChild(startingItems: [...])`)")
        }
        if array.elements.contains(where: { $0.expression.trimmedDescription == keyPath }) {
            throw SourceEditError.verificationFailed("\(className)'s starting items already list \(keyPath)")
        }
        guard let last = array.elements.last else {
            let edited = parsed.applying(.insert(keyPath, at: array.leftSquare.endPositionBeforeTrailingTrivia.utf8Offset))
            return (try verified(edited, keyPath: keyPath, className: className), nil)
        }
        let start = last.positionAfterSkippingLeadingTrivia.utf8Offset
        let indent = parsed.indentation(ofLineAt: start)
        guard parsed.isFirstOnLine(start) else {
            let edit: SourceTextEdit =
                if let comma = last.trailingComma {
                    .insert(" " + keyPath + ",", at: comma.endPositionBeforeTrailingTrivia.utf8Offset)
                } else {
                    .insert(", " + keyPath, at: last.expression.endPositionBeforeTrailingTrivia.utf8Offset)
                }
            return (try verified(parsed.applying(edit), keyPath: keyPath, className: className), nil)
        }
        if let comma = last.trailingComma {
            let edited = parsed.applying(.insert(parsed.lineEnding + indent + keyPath + ",", at: comma.endPositionBeforeTrailingTrivia.utf8Offset))
            return (try verified(edited, keyPath: keyPath, className: className), nil)
        }
        let edited = parsed.applying(.insert(keyPath + "," + parsed.lineEnding + indent, at: start))
        return (try verified(edited, keyPath: keyPath, className: className), last.expression.trimmedDescription)
    }

    private static func verified(_ edited: String, keyPath: String, className: String) throws -> String {
        let reparsed = try ParsedSwiftSource(edited)
        let items = startingItems(ofClass: className, in: reparsed.tree)?.elements.filter { $0.expression.trimmedDescription == keyPath }
        guard items?.count == 1 else { throw SourceEditError.verificationFailed("\(className)'s starting items did not gain \(keyPath)") }
        return edited
    }
}
