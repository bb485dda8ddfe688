import SwiftParser
import SwiftSyntax

/// The type of a stored property declared without one, where its initial value names it: an empty array
/// or dictionary made with its type (`var childCoordinators = [Coordinator]()`,
/// `var children = [String: Coordinator]()`), the way many apps keep their children.
enum InferredCollectionType {
    /// The type `binding`'s initial value names, or nil when it names none.
    static func of(_ binding: PatternBindingSyntax) -> TypeSyntax? {
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            call.trailingClosure == nil,
            call.calledExpression.is(ArrayExprSyntax.self) || call.calledExpression.is(DictionaryExprSyntax.self)
        else { return nil }
        // `[Coordinator]` is an expression here; read as the type annotation it stands for.
        let declaration = Parser.parse(source: "let value: \(call.calledExpression.trimmedDescription)")
        guard !declaration.hasError,
            let variable = declaration.statements.first?.item.as(VariableDeclSyntax.self),
            let type = variable.bindings.first?.typeAnnotation?.type,
            type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self)
        else { return nil }
        return type
    }
}
