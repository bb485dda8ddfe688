import SwiftSyntax

/// `strong-finish-delegate` → `weak`: a strong `finishDelegate`/`parentCoordinator` of a coordinator, or
/// a screen's `coordinator`, becomes `weak var` when its type can be held weakly (a class, or a
/// class-bound protocol) and is optional. A finish closure that captures its own child gets
/// `[weak child]` when the closure only compares the child by identity. The rest needs a person.
struct StrongFinishDelegateFix: DoctorFix {
    let ruleID = "strong-finish-delegate"

    func repair(_ finding: Finding, in file: SourceFile, app: AnalyzedApp) -> DoctorRepair {
        if let property = FixSite.nodes(VariableDeclSyntax.self, onLine: finding.line, in: file).first {
            return weaken(property, app)
        }
        if FixSite.nodes(ProtocolDeclSyntax.self, onLine: finding.line, in: file).first != nil {
            return .manual(
                "making the protocol class-bound (`: AnyObject`) breaks any struct or enum that conforms to it, here or in another module; add it yourself, then run doctor --fix again"
            )
        }
        if let closure = FixSite.nodes(ClosureExprSyntax.self, onLine: finding.line, in: file).first {
            return captureChildWeakly(closure, app)
        }
        return .manual("the code changed since it was read")
    }

    private func weaken(_ property: VariableDeclSyntax, _ app: AnalyzedApp) -> DoctorRepair {
        let specifier = property.bindingSpecifier
        guard specifier.tokenKind == .keyword(.var) else {
            return .manual("a `let` cannot be `weak` before Swift 6.2; make it `weak var` and check every assignment")
        }
        if !property.attributes.isEmpty {
            return .manual(
                "a property wrapper (\(property.attributes.trimmedDescription)) holds the value; a wrapped property cannot be `weak`")
        }
        guard property.bindings.count == 1, let binding = property.bindings.first, let type = binding.typeAnnotation?.type else {
            return .manual("the property's type is not written, so whether it can be `weak` is not known")
        }
        guard type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) else {
            return .manual(
                "`weak` needs an optional type and \(type.trimmedDescription) is not; make it optional (or `unowned`, if the parent surely outlives the child)"
            )
        }
        guard let typeName = SyntaxNames.typeName(type) else {
            return .manual("the property's type \(type.trimmedDescription) is not a plain class or protocol")
        }
        guard ChildRemoval(app: app).isClassBound(typeName) else {
            return .manual(
                "\(typeName) is not class-bound, so `weak` does not compile; declare it `protocol \(typeName): AnyObject` first")
        }
        let name = SyntaxNames.boundNames(property).first?.name ?? "it"
        let offset = specifier.positionAfterSkippingLeadingTrivia.utf8Offset
        return .edits([SourceTextEdit.insert("weak ", at: offset)], summary: "weak var \(name)")
    }

    /// `child.onFinish = { … child … }` → `{ [weak child] in … }`, when every use of `child` in the
    /// closure is an identity comparison (`$0 === child`) or the argument of a remove method that takes
    /// an optional (`removeDependency(_ coordinator: Coordinator?)`), which an optional does not change.
    private func captureChildWeakly(_ closure: ClosureExprSyntax, _ app: AnalyzedApp) -> DoctorRepair {
        guard let child = StrongFinishDelegateRule.ownChild(of: closure),
            StrongFinishDelegateRule.capturesStrongly(closure, child, isSelf: false)
        else {
            return .manual(
                "`[weak self]` makes self optional in the closure, so each use needs `self?.` or a `guard let self`: a rewrite of the body")
        }
        let uses = closure.statements.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .identifier(child) }
        guard uses.allSatisfy({ Self.isIdentityOperand($0) || Self.isOptionalRemovalArgument($0, app) }) else {
            return .manual("the closure uses `\(child)` as more than an identity comparison; capture it weakly and unwrap it where needed")
        }
        if let capture = closure.signature?.capture {
            if capture.items.contains(where: { $0.name.text == child }) {
                return .manual("the closure captures `\(child)` strongly on purpose ([\(child)]); make it [weak \(child)]")
            }
            let offset = capture.rightSquare.positionAfterSkippingLeadingTrivia.utf8Offset
            let separator = capture.items.isEmpty ? "" : ", "
            return .edits([SourceTextEdit.insert("\(separator)weak \(child)", at: offset)], summary: "the closure captures [weak \(child)]")
        }
        if let signature = closure.signature {
            let offset = signature.positionAfterSkippingLeadingTrivia.utf8Offset
            return .edits([SourceTextEdit.insert("[weak \(child)] ", at: offset)], summary: "the closure captures [weak \(child)]")
        }
        let offset = closure.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        return .edits([SourceTextEdit.insert(" [weak \(child)] in", at: offset)], summary: "the closure captures [weak \(child)]")
    }

    /// Whether the token is the whole argument of a call of a remove method (`removeDependency(child)`)
    /// whose every declaration in the app takes an optional first parameter.
    private static func isOptionalRemovalArgument(_ token: TokenSyntax, _ app: AnalyzedApp) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
            let argument = reference.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let name = SyntaxNames.calledName(call), app.conventions.removeChildMethods.contains(name)
        else { return false }
        let declarations = app.sortedTypes.flatMap(\.functions).filter { $0.decl.name.text == name }
        return !declarations.isEmpty
            && declarations.allSatisfy { function in
                function.decl.signature.parameterClause.parameters.first?.type.is(OptionalTypeSyntax.self) == true
            }
    }

    /// Whether the token is an operand of `===` or `!==`.
    private static func isIdentityOperand(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), let list = reference.parent?.as(ExprListSyntax.self)
        else { return false }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == reference.id }) else { return false }
        let neighbours = [index - 1, index + 1].filter { elements.indices.contains($0) }.map { elements[$0] }
        return neighbours.contains { ["===", "!=="].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text) }
    }
}
