import SwiftSyntax

/// A get-only property the coordinator protocol requires that the coordinators compute alike from the
/// navigation controller every coordinator holds (`var rootViewController: UIViewController {
/// navigationController }`): a new coordinator computes it the same way, rather than taking it in its
/// initialiser from a parent that may not have it. Written as a line of `ProtocolShape.implementedLikeSiblings`.
struct SiblingComputedProperty {
    let index: DeclarationIndex
    let coordinators: [TypeDeclaration]

    /// The declaration most coordinators (two at least) share for `name`, whose getter returns only
    /// `navigation`, with how many share it and one of them.
    func declaration(of name: String, returning navigation: String) -> (text: String, count: Int, example: TypeDeclaration)? {
        let shared = MostCommonSiblingDeclaration.among(coordinators) { coordinator in
            // Declared in the class or in an extension of it (where it conforms: `extension Flow: Coordinator`).
            let members = ([coordinator] + index.extensions(of: coordinator.name)).flatMap { $0.members.map(Array.init) ?? [] }
            return members.lazy.compactMap { Self.text(of: name, returning: navigation, in: $0.decl) }.first
        }
        guard let shared, shared.count * 2 > coordinators.count else { return nil }
        return shared
    }

    /// `var name: Type { navigation }` on one line, where `member` declares it so (a getter of one
    /// expression naming `navigation` or `self.navigation`).
    private static func text(of name: String, returning navigation: String, in member: DeclSyntax) -> String? {
        guard let variable = member.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let type = binding.typeAnnotation?.type,
            case .getter(let body) = binding.accessorBlock?.accessors, body.count == 1,
            let expression = body.first?.item.as(ExprSyntax.self),
            [navigation, "self.\(navigation)"].contains(expression.trimmedDescription)
        else { return nil }
        return "var \(name): \(type.trimmedDescription) { \(expression.trimmedDescription) }"
    }
}
