import SwiftSyntax

/// What a function of one of the app's types says it returns and what its body makes as its result:
/// how `tree` and `doctor` follow a child made by a factory method (`makeAuth()`) to its type without
/// the factory's syntax tree.
struct FunctionReturn: Sendable {
    /// The function's name (`makeAuth`).
    let name: String
    /// The declared return type, as written without trivia (`Coordinator & AuthCoordinatorOutput`).
    let typeText: String
    /// Its type name (`SyntaxNames.typeName`), nil when it has none (a tuple, a function type).
    let typeName: String?
    /// Whether it is an existential (`any P`, `P & Q`, optional of either).
    let isExistential: Bool
    /// The types its body constructs as its result (``returnedConstructions(_:)``).
    let constructions: [String]

    /// The function's return, or nil when it declares none.
    init?(_ function: FunctionDeclSyntax) {
        guard let returned = function.signature.returnClause?.type else { return nil }
        name = function.name.text
        typeText = returned.textWithoutTrivia
        typeName = SyntaxNames.typeName(returned)
        isExistential = SyntaxNames.isExistential(returned)
        constructions = Self.returnedConstructions(function)
    }

    /// The types a function's body constructs as its result: its single expression, or what its
    /// `return` statements construct, directly or through a local constant of the body (`let
    /// coordinator = AuthCoordinator(…)` then `return coordinator`); of a tuple, its first element
    /// (`return (coordinator, router)`).
    private static func returnedConstructions(_ function: FunctionDeclSyntax) -> [String] {
        guard let statements = function.body?.statements else { return [] }
        let returned: [ExprSyntax] =
            statements.count == 1 && statements.first?.item.is(ExprSyntax.self) == true
            ? statements.compactMap { $0.item.as(ExprSyntax.self) }
            : statements.compactMap { $0.item.as(ReturnStmtSyntax.self)?.expression }
        var locals: [String: ExprSyntax] = [:]
        for statement in statements {
            for binding in statement.item.as(VariableDeclSyntax.self)?.bindings ?? [] {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                    locals[name] = value
                }
            }
        }
        return returned.compactMap { expression in
            var value = expression.as(TupleExprSyntax.self)?.elements.first?.expression ?? expression
            if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, let local = locals[name] { value = local }
            return value.as(FunctionCallExprSyntax.self).flatMap(SyntaxNames.constructedTypeName)
        }
    }
}
