import SwiftSyntax

/// The child a Stinsen make function returns, which is a parent→child edge: in a file importing
/// Stinsen, a function named `make…` whose returned expression makes the type it declares it returns
/// (`func makeHome() -> HomeCoordinator { return HomeCoordinator() }`), or wraps one in the library's
/// `NavigationViewCoordinator(…)`/`ViewWrapperCoordinator(…)`.
enum StinsenRouteChild {
    /// The expression making the child where `call` is what such a function returns; nil otherwise.
    static func child(returnedBy call: FunctionCallExprSyntax, name: String, in file: SourceFile) -> ExprSyntax? {
        guard file.imports.contains(StinsenDetector.module), let function = enclosingFunction(returning: call),
            function.name.text.hasPrefix("make"),
            let returned = function.signature.returnClause?.type.as(IdentifierTypeSyntax.self)
        else { return nil }
        if StinsenDetector.wrappers.contains(name), let first = call.arguments.first, first.label == nil,
            first.expression.is(FunctionCallExprSyntax.self)
        {
            return first.expression
        }
        return returned.name.text == name && returned.genericArgumentClause == nil ? ExprSyntax(call) : nil
    }

    /// The function whose body returns `call`: by `return call`, or as its one statement.
    private static func enclosingFunction(returning call: FunctionCallExprSyntax) -> FunctionDeclSyntax? {
        let statement: Syntax? = call.parent?.is(ReturnStmtSyntax.self) == true ? call.parent?.parent : call.parent
        guard let item = statement?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
            list.count == 1, let function = list.parent?.parent?.as(FunctionDeclSyntax.self)
        else { return nil }
        return function
    }
}
