import SwiftSyntax

extension DeclarationIndex {
    /// The type of the property `name` that a superclass of `className` declares for its subclasses to
    /// read (`BaseCoordinator.navigationController`, where the base class does not adopt the coordinator
    /// protocol but its subclasses do), nearest superclass first; nil where no class it inherits from, as
    /// the app declares them, declares one that is not private.
    func inheritedProperty(_ name: String, byClass className: String) -> TypeText? {
        guard let type = type(named: className, kinds: [.class]) else { return nil }
        for base in classChain(from: type).dropFirst() {
            for member in base.members ?? [] {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    !variable.modifiers.contains(where: { ["private", "fileprivate", "static", "class"].contains($0.name.text) && $0.detail == nil }),
                    let binding = variable.bindings.first, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                    let annotation = binding.typeAnnotation
                else { continue }
                return TypeText(syntax: annotation.type)
            }
        }
        return nil
    }
}
