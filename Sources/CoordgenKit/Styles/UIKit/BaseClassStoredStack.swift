import SwiftSyntax

/// The coordinators' base class that already stores the stack a new flow is handed (`open class
/// NavigationCoordinator { let navigation: UINavigationController; init(navigation:) }`), where the
/// protocol declares none: the new subclass takes the stack in its initialiser and hands it to the base
/// (`super.init(navigation: navigation)`) instead of redeclaring a stored property the base has
/// ("cannot override with a stored property"). Applies where the base's initialiser takes the stack
/// (`shape.passedToBaseInit`), so the flow never has to set what the base stores.
enum BaseClassStoredStack {
    /// The class of the app (the base class or one of its superclasses) declaring `property`; nil where
    /// the coordinators have no base class or none of the app's classes above it declares it.
    static func declaringClass(of property: String, shape: ProtocolShape, index: DeclarationIndex) -> String? {
        guard let written = shape.baseClass ?? shape.superclass else { return nil }
        let name = String(written.prefix { $0 != "<" })
        guard let base = index.type(named: name, kinds: [.class]) else { return nil }
        let chain = [base] + CoordinatorBaseClassDetector(index: index).superclassChain(of: base)
        return chain.first { declares(property, in: $0) }?.name
    }

    /// Whether `type` declares a property named `property` among its own members.
    static func declares(_ property: String, in type: TypeDeclaration) -> Bool {
        (type.members ?? []).contains { item in
            item.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self).map { SourceEditNames.unescaped($0.identifier) } == property
            } ?? false
        }
    }
}
