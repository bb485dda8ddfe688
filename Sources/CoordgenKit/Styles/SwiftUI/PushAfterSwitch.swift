import SwiftSyntax

/// A coordinator's own push that switches over the route to prepare it (bind a view model) and appends
/// it to the stack after the switch (`switch path { … }; navigationPath.append(path)`): a new case's
/// clause there has nothing to prepare (`break`), as the append already pushes it.
enum PushAfterSwitch {
    /// Whether the push `inserter` finds appends to `navigator` in a statement of its own after its switch.
    static func appends(_ navigator: String, after inserter: SwitchCaseInserter, in source: String) -> Bool {
        guard let parsed = try? ParsedSwiftSource(source), let body = try? inserter.functionDecl(in: parsed.tree).body else { return false }
        let statements = Array(body.statements)
        guard let switchIndex = statements.firstIndex(where: { statement in
            statement.item.as(ExpressionStmtSyntax.self)?.expression.is(SwitchExprSyntax.self) == true
                || statement.item.is(SwitchExprSyntax.self)
        })
        else { return false }
        return statements[(switchIndex + 1)...].contains { statement in
            statement.item.trimmedDescription.filter { !$0.isWhitespace }.hasPrefix("\(navigator).append(")
        }
    }
}
