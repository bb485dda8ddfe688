import SwiftSyntax

/// The arm a new case gets in a `switch` over every case of a flow or route enum that produces a value
/// (``ExhaustiveFlowSwitches``), written by example of the arms already there.
///
/// Where every arm gives one string literal (`var title: String { switch self { case .home: "Home" … } }`,
/// `return "Home"`), the new case gives the literal its siblings' pattern asks for: its own name where
/// each sibling's text starts with its case's name (`"categoryForm"`, `"transportation(type: …)"`), or
/// else its name as words, as a title reads (`.recipeDetail` → `"Recipe Detail"`), with `return` where
/// they return. Any other value (a view, an image, a number, a call) is for the user to choose: nil.
enum LiteralSwitchArm {
    /// The clause for `caseName` (4-space indented from column 0) and the literal it gives; nil where
    /// not every arm gives one string literal the same way.
    static func clause(for caseName: String, in switchExpr: SwitchExprSyntax) -> (clause: String, value: String)? {
        var clauses: [SwitchCaseSyntax] = []
        for element in switchExpr.cases {
            guard case .switchCase(let clause) = element else { return nil }
            clauses.append(clause)
        }
        return clause(for: caseName, following: clauses)
    }

    /// The same, following `clauses` (one switch's, or those of the same member of sibling enums, where a
    /// route enum with no case yet has none of its own); nil where there are none.
    static func clause(for caseName: String, following clauses: [SwitchCaseSyntax]) -> (clause: String, value: String)? {
        var returns: Set<Bool> = []
        var startWithCaseName = true
        for clause in clauses {
            guard clause.statements.count == 1, let statement = clause.statements.first,
                let (literal, returned) = stringLiteral(of: statement)
            else { return nil }
            returns.insert(returned)
            let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text ?? ""
            let cases = SwitchClauses.handledCases(of: clause)
            if cases.count != 1 || !text.hasPrefix(cases[0]) { startWithCaseName = false }
        }
        guard returns.count == 1, let returned = returns.first else { return nil }
        let value = startWithCaseName ? caseName : words(of: caseName)
        return ("case .\(caseName):\n    \(returned ? "return " : "")\"\(value)\"", value)
    }

    /// Every clause `clause(for:in:)` may write for `caseName`, as removal looks for them.
    static func possibleClauses(_ caseName: String) -> [String] {
        [caseName, words(of: caseName)].flatMap { value in
            ["case .\(caseName):\n    \"\(value)\"", "case .\(caseName):\n    return \"\(value)\""]
        }
    }

    /// What the arms give, as a refusal names it: `Image(…)`, `42`, `.home`.
    static func firstValue(of switchExpr: SwitchExprSyntax) -> String {
        for element in switchExpr.cases {
            guard case .switchCase(let clause) = element, let statement = clause.statements.first else { continue }
            var text = statement.item.trimmedDescription
            if text.hasPrefix("return ") { text = String(text.dropFirst("return ".count)) }
            if let open = text.firstIndex(of: "("), text.hasSuffix(")") { text = text[..<open] + "(…)" }
            return text.count > 40 ? String(text.prefix(40)) + "…" : text
        }
        return "nothing"
    }

    /// The string literal a statement gives, and whether it returns it; nil for anything else.
    private static func stringLiteral(of statement: CodeBlockItemSyntax) -> (StringLiteralExprSyntax, Bool)? {
        switch statement.item {
        case .expr(let expression):
            return expression.as(StringLiteralExprSyntax.self).map { ($0, false) }
        case .stmt(let statement):
            if let returned = statement.as(ReturnStmtSyntax.self)?.expression?.as(StringLiteralExprSyntax.self) { return (returned, true) }
            return statement.as(ExpressionStmtSyntax.self)?.expression.as(StringLiteralExprSyntax.self).map { ($0, false) }
        default:
            return nil
        }
    }

    /// `recipeDetail` as `Recipe Detail`.
    static func words(of caseName: String) -> String {
        var words: [String] = []
        for character in caseName.filter({ $0 != "`" }) {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character)
        }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
