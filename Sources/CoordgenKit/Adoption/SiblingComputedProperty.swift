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
        var groups: [String: (count: Int, example: TypeDeclaration)] = [:]
        for coordinator in coordinators {
            // Declared in the class or in an extension of it (where it conforms: `extension Flow: Coordinator`).
            let members = ([coordinator] + index.extensions(of: coordinator.name)).flatMap { $0.members.map(Array.init) ?? [] }
            guard let text = members.lazy.compactMap({ Self.text(of: name, returning: navigation, in: $0.decl) }).first else { continue }
            groups[text] = ((groups[text]?.count ?? 0) + 1, groups[text]?.example ?? coordinator)
        }
        guard let best = groups.max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) }), best.value.count >= 2,
            best.value.count * 2 > coordinators.count
        else { return nil }
        return (best.key, best.value.count, best.value.example)
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
