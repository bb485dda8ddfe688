import SwiftSyntax

/// Reading a `switch`'s clauses: which enum cases each one handles.
enum SwitchClauses {
    /// The clauses of a switch, those inside `#if` blocks included.
    static func allClauses(in cases: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
        cases.flatMap { element -> [SwitchCaseSyntax] in
            switch element {
            case .switchCase(let clause):
                return [clause]
            case .ifConfigDecl(let ifConfig):
                return ifConfig.clauses.flatMap { clause -> [SwitchCaseSyntax] in
                    guard case .switchCases(let nested)? = clause.elements else { return [] }
                    return allClauses(in: nested)
                }
            }
        }
    }

    /// The enum cases a clause's patterns name; none for `default`.
    static func handledCases(of clause: SwitchCaseSyntax) -> [String] {
        guard case .case(let label) = clause.label else { return [] }
        return label.caseItems.compactMap { caseName(in: $0.pattern) }
    }

    /// The case a pattern matches: `.details`, `.reservation(let c)`, `let .reservation(c)`,
    /// `Destination.details`.
    private static func caseName(in pattern: PatternSyntax) -> String? {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return caseName(in: binding.pattern)
        }
        guard var expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            expression = call.calledExpression
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        return SourceEditNames.unescaped(member.declName.baseName)
    }
}
