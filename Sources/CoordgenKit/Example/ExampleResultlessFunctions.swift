import SwiftParser
import SwiftSyntax

/// Functions of a copy that must return a value but, once the example's other screens are left out,
/// certainly return none: their every statement is a declaration or a call of a lower-case function
/// (`print(…)`, `track()`), with no `return` (`func start() -> some View { print("started") }`, whose
/// `return NavigationLink(…)` showed a screen the copy leaves out, or `func build(page:) -> AnyView`,
/// whose `switch page` returned another screen in each case and went whole). Such a copy would not
/// compile, so it is refused rather than written.
enum ExampleResultlessFunctions {
    /// The names of such functions in `copy` (`start(context:)`), in order: those whose original in
    /// `original` (the function of the same argument labels) had a `return`, at its top level or in its
    /// branches (a `switch`'s cases, an `if`'s) — a lone call left in the copy is then no longer the value
    /// the original's body ended with.
    static func names(in copy: String, original: String) -> [String] {
        let returning = Set(Finder.functions(in: original).filter(\.returnsInBranches).map(\.labels))
        return Finder.functions(in: copy).filter { !$0.returns && $0.callsOnly && returning.contains($0.labels) }.map(\.name)
    }

    private final class Finder: SyntaxVisitor {
        struct Function {
            let name: String
            /// The argument labels (`(context:)`), which a copy keeps where it renames the name.
            let labels: String
            /// Whether the body has a `return` among its statements.
            let returns: Bool
            /// Whether the body has a `return` anywhere outside the closures and functions it declares.
            let returnsInBranches: Bool
            /// Whether every statement is a declaration or a call of a lower-case function.
            let callsOnly: Bool
        }

        var found: [Function] = []

        static func functions(in text: String) -> [Function] {
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(Parser.parse(source: text))
            return finder.found
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if let returned = node.signature.returnClause?.type.trimmedDescription, !["Void", "()"].contains(returned), let body = node.body {
                let labels = "(" + node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined() + ")"
                found.append(
                    Function(
                        name: node.name.text + labels, labels: labels,
                        returns: body.statements.contains { $0.item.is(ReturnStmtSyntax.self) },
                        returnsInBranches: Returns.found(in: body), callsOnly: Self.returnsNothing(body.statements)))
            }
            return .skipChildren
        }

        private static func returnsNothing(_ statements: CodeBlockItemListSyntax) -> Bool {
            statements.allSatisfy { statement in
                if statement.item.is(VariableDeclSyntax.self) { return true }
                let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
                guard let call = expression?.as(FunctionCallExprSyntax.self),
                    let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, let first = name.first
                else { return false }
                return first.isLowercase && name != "fatalError" && name != "preconditionFailure"
            }
        }
    }
}

/// Whether a body returns a value anywhere outside the closures and functions it declares.
private final class Returns: SyntaxVisitor {
    private var found = false

    static func found(in body: CodeBlockSyntax) -> Bool {
        let finder = Returns(viewMode: .sourceAccurate)
        finder.walk(body.statements)
        return finder.found
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found = found || node.expression != nil
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
