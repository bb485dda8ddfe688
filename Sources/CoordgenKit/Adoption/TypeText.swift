import SwiftSyntax

/// A type as written in a declaration, taken apart the way detection needs it.
struct TypeText {
    let syntax: TypeSyntax

    /// Whether it is `T?` or `T!`.
    var isOptional: Bool {
        syntax.is(OptionalTypeSyntax.self) || syntax.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }

    /// The type without its optional marker and without parentheses (`(any X)?` → `any X`).
    var unwrapped: TypeSyntax {
        var type = syntax
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = optional.wrappedType }
        while let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            type = only.type
        }
        return type
    }

    /// The unwrapped type's text without `any`/`some`.
    var baseName: String { unwrapped.textWithoutTrivia.removingAnyPrefix }

    /// Whether the unwrapped type is a closure type.
    var isFunction: Bool {
        var type = unwrapped
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        return type.is(FunctionTypeSyntax.self)
    }
}
