import SwiftSyntax

/// The merged declarations of the app that the graph builder and the rules look things up in.
struct AppFacts: Sendable {
    let files: [SourceFile]
    let types: [String: AnalyzedType]
    let hierarchy: TypeHierarchy
    let conventions: AnalysisConventions
    /// Function name → the declared return types of every function of that name in the app's types.
    let functionReturnTypes: [String: [TypeSyntax]]
    /// Function name → the types the bodies of the functions of that name construct and return
    /// (`AuthCoordinator(…)` in a factory method declared to return `Coordinator & AuthCoordinatorOutput`).
    let functionReturnedConstructions: [String: Set<String>]

    init(files: [SourceFile], types: [String: AnalyzedType], constructedNames: Set<String>, conventions: AnalysisConventions) {
        self.files = files
        self.types = types
        self.conventions = conventions
        hierarchy = TypeHierarchy(types: types, constructedNames: constructedNames, conventions: conventions)
        var returns: [String: [TypeSyntax]] = [:]
        var constructions: [String: Set<String>] = [:]
        for type in types.values {
            for (function, _) in type.functions {
                if let returned = function.signature.returnClause?.type {
                    returns[function.name.text, default: []].append(returned)
                    constructions[function.name.text, default: []].formUnion(Self.returnedConstructions(function))
                }
            }
        }
        functionReturnTypes = returns
        functionReturnedConstructions = constructions
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

    /// Where a type is declared.
    func location(of type: AnalyzedType) -> CoordinatorGraph.Location {
        let declaration = type.primary ?? type.extensions[0]
        return CoordinatorGraph.Location(file: declaration.file.path, line: declaration.line)
    }
}
