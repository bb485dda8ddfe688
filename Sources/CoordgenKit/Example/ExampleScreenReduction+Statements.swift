import SwiftSyntax

/// The statements a copied member keeps: those that show no other screen of the app. A statement that
/// makes the first screen and shows another one only inside a closure it hands on
/// (`ProfileView(onEdit: { self.showEdit() })`) keeps the closure without those calls, and a `switch`
/// over the flow's own cases keeps the cases whose screens stay, so the first screen is still made and
/// shown.
extension ExampleScreenReduction {
    /// The member without the statements of its body that use one of `names`.
    func shortening(_ item: MemberBlockItemSyntax, without names: Set<String>) -> MemberBlockItemSyntax {
        var item = item
        if var function = item.decl.as(FunctionDeclSyntax.self), let body = function.body {
            function.body = filtered(body, without: names)
            item.decl = DeclSyntax(function)
        } else if var initializer = item.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
            initializer.body = filtered(body, without: names)
            item.decl = DeclSyntax(initializer)
        } else if var deinitializer = item.decl.as(DeinitializerDeclSyntax.self), let body = deinitializer.body {
            deinitializer.body = filtered(body, without: names)
            item.decl = DeclSyntax(deinitializer)
        }
        return item
    }

    private func filtered(_ body: CodeBlockSyntax, without names: Set<String>) -> CodeBlockSyntax {
        var body = body
        body.statements = filtered(body.statements, without: names)
        return body
    }

    /// The statements without those that use one of `names`; a local a left-out statement declared
    /// goes with the statements that use it.
    private func filtered(_ statements: CodeBlockItemListSyntax, without names: Set<String>) -> CodeBlockItemListSyntax {
        var names = names
        var kept: [CodeBlockItemSyntax] = []
        for statement in statements {
            if Self.identifiers(in: Syntax(statement)).isDisjoint(with: names) {
                kept.append(statement)
            } else if let shortened = shortened(statement, without: names) {
                kept.append(shortened)
            } else if let variable = statement.item.as(VariableDeclSyntax.self) {
                // Each name it binds, a tuple's too (`let (module, viewModel) = factory.makeProfileModule()`).
                names.formUnion(
                    variable.bindings.flatMap { binding in
                        SwiftDeclarationLookup.all(IdentifierPatternSyntax.self, in: binding.pattern) { _ in true }.map(\.identifier.text)
                    })
            }
        }
        return CodeBlockItemListSyntax(kept)
    }

    /// A statement that uses one of `names` only where it can go without the rest: inside an `if`'s
    /// branches, a `switch`'s cases of the flow's own enum, or the calls of a closure it hands on.
    private func shortened(_ statement: CodeBlockItemSyntax, without names: Set<String>) -> CodeBlockItemSyntax? {
        if let branches = Self.ifExpression(statement), Self.identifiers(in: Syntax(branches.conditions)).isDisjoint(with: names) {
            // `if signedIn { showHome() } else { showLogin() }`: each branch loses what shows another screen.
            var shortened = branches
            shortened.body = filtered(branches.body, without: names)
            if case .codeBlock(let elseBody)? = branches.elseBody { shortened.elseBody = .codeBlock(filtered(elseBody, without: names)) }
            return statement.with(\.item, .expr(ExprSyntax(shortened)))
        }
        if let choice = Self.switchExpression(statement), let shortened = shortened(choice, without: names) {
            return statement.with(\.item, .expr(ExprSyntax(shortened)))
        }
        let rewriter = ClosureCallsRemover(names: names, reduction: self)
        let rewritten = rewriter.rewrite(Syntax(statement))
        // Kept only where it makes the first screen (`ZebraView(onSelect: { })`): an empty closure
        // handed to anything else (`screen.onSelect = { }`) would be kept for nothing.
        guard rewriter.removedOnlyCalls, let result = rewritten.as(CodeBlockItemSyntax.self), !Self.isAssignment(result) else { return nil }
        let remaining = Self.identifiers(in: Syntax(result))
        guard remaining.isDisjoint(with: names), !remaining.isDisjoint(with: emptied) else { return nil }
        return result
    }

    /// A `switch` over the flow's own enum without the cases that show another screen (every case its
    /// label names is one the flow's own enums lose too), the others shortened; nil when a kept case
    /// would be left empty or still show another screen, or no case is left.
    private func shortened(_ choice: SwitchExprSyntax, without names: Set<String>) -> SwitchExprSyntax? {
        guard Self.identifiers(in: Syntax(choice.subject)).isDisjoint(with: names) else { return nil }
        var kept: [SwitchCaseListSyntax.Element] = []
        for element in choice.cases {
            guard case .switchCase(var switchCase) = element else { return nil }
            if Self.identifiers(in: Syntax(switchCase)).isDisjoint(with: names) {
                kept.append(element)
                continue
            }
            if case .case(let label) = switchCase.label, label.caseItems.allSatisfy({ item in
                Self.identifiers(in: Syntax(item.pattern)).contains { ownCaseNames.contains($0) && names.contains($0) }
            }) {
                continue
            }
            switchCase.statements = filtered(switchCase.statements, without: names)
            guard !switchCase.statements.isEmpty, Self.identifiers(in: Syntax(switchCase)).isDisjoint(with: names) else { return nil }
            kept.append(.switchCase(switchCase))
        }
        let anyCase = kept.contains { element in
            if case .switchCase(let switchCase) = element, case .case = switchCase.label { return true }
            return false
        }
        guard anyCase else { return nil }
        var shortened = choice
        shortened.cases = SwitchCaseListSyntax(kept)
        return shortened
    }

    /// `screen.onSelect = { … }`: a statement that sets a value (as parsed, an unfolded sequence with
    /// an `=`), not one that makes a screen.
    private static func isAssignment(_ statement: CodeBlockItemSyntax) -> Bool {
        let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
        return expression?.as(SequenceExprSyntax.self)?.elements.contains { $0.is(AssignmentExprSyntax.self) } ?? false
    }

    /// The `if` a statement is.
    static func ifExpression(_ statement: CodeBlockItemSyntax) -> IfExprSyntax? {
        if let expression = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) { return expression }
        return statement.item.as(IfExprSyntax.self)
    }

    /// The `switch` a statement is.
    static func switchExpression(_ statement: CodeBlockItemSyntax) -> SwitchExprSyntax? {
        if let expression = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self) { return expression }
        return statement.item.as(SwitchExprSyntax.self)
    }
}

/// Removes, from the closures inside a statement, the calls that use one of `names`
/// (`onEdit: { [weak self] in self?.showEdit() }` → `onEdit: { [weak self] in }`). Only calls of a
/// method whose result the closure does not return go: `removedOnlyCalls` is false when a statement
/// that uses a name is anything else (a value the closure returns, a declaration), and the statement
/// must then go whole.
private final class ClosureCallsRemover: SyntaxRewriter {
    let names: Set<String>
    let reduction: ExampleScreenReduction
    private(set) var removedOnlyCalls = true

    init(names: Set<String>, reduction: ExampleScreenReduction) {
        self.names = names
        self.reduction = reduction
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
        let visited = super.visit(node).as(ClosureExprSyntax.self) ?? node
        var kept: [CodeBlockItemSyntax] = []
        for statement in visited.statements {
            if ExampleScreenReduction.identifiers(in: Syntax(statement)).isDisjoint(with: names) {
                kept.append(statement)
            } else if !Self.isMethodCall(statement) || visited.statements.count == 1 && mayReturnItsValue(visited, statement) {
                removedOnlyCalls = false
                kept.append(statement)
            }
        }
        guard kept.count != visited.statements.count else { return ExprSyntax(visited) }
        var closure = visited
        closure.statements = CodeBlockItemListSyntax(kept)
        if kept.isEmpty { closure.rightBrace = closure.rightBrace.with(\.leadingTrivia, .space) }
        return ExprSyntax(closure)
    }

    /// `self.showEdit()`, `self?.router.push(…)`, `coordinator.finish(with: x)`, `try await show()`:
    /// a call of a method (a lower-case name), not a value made (`EditView()`) nor a `return`.
    private static func isMethodCall(_ statement: CodeBlockItemSyntax) -> Bool {
        guard let name = calledMethod(statement)?.first else { return false }
        return name.isLowercase
    }

    /// The name of the method a statement calls, through `try`, `await` and `?`.
    private static func calledMethod(_ statement: CodeBlockItemSyntax) -> String? {
        guard var expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression else { return nil }
        while true {
            if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
            else if let awaited = expression.as(AwaitExprSyntax.self) { expression = awaited.expression }
            else { break }
        }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Whether a one-statement closure may return its one call's value (`{ self.makeEdit() }` handed
    /// where a view controller is expected), so that emptying it would not compile: its signature
    /// names a result other than `Void`, or the app declares the method with a result, or the app
    /// declares none of that name and it is named like a maker (`make…`, `build…`, `create…`).
    private func mayReturnItsValue(_ closure: ClosureExprSyntax, _ statement: CodeBlockItemSyntax) -> Bool {
        if let output = closure.signature?.returnClause?.type.trimmedDescription { return output != "Void" && output != "()" }
        guard let name = Self.calledMethod(statement) else { return true }
        // The summaries say which types declare it; only their members are read.
        let declared = reduction.index.declarations.lazy.filter { $0.functionNames.contains(name) }.flatMap { $0.members ?? [] }.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .filter { $0.name.text == name }
        var found = false
        for function in declared {
            found = true
            if let output = function.signature.returnClause?.type.trimmedDescription, output != "Void", output != "()" { return true }
        }
        return !found && ["make", "build", "create"].contains { name.hasPrefix($0) }
    }
}
