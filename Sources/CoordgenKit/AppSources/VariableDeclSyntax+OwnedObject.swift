import SwiftSyntax

extension VariableDeclSyntax {
    /// The type of the object a SwiftUI view creates and owns in this property: `@StateObject private var
    /// coordinator = SettingsCoordinator()`, or a `@StateObject`/`@State` property typed by it (which
    /// the view's initialiser fills); nil for any other property.
    var ownedObjectType: String? {
        guard !Set(attributes.names).isDisjoint(with: ["StateObject", "State"]), let binding = bindings.first else { return nil }
        let created = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?
            .baseName.text
        return created ?? binding.typeAnnotation.flatMap { SyntaxNames.typeName($0.type) }
    }
}
