import SwiftSyntax

extension MemberBlockItemListSyntax {
    /// The stored instance properties declared with a type annotation, in order, each with its type as
    /// written (`let injector: Injector`); computed, static and class properties are left out.
    var annotatedStoredProperties: [(name: String, type: TypeSyntax)] {
        flatMap { item -> [(name: String, type: TypeSyntax)] in
            guard let variable = item.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
            else { return [] }
            return variable.bindings.compactMap { binding in
                guard binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let annotation = binding.typeAnnotation
                else { return nil }
                return (name, annotation.type)
            }
        }
    }
}
