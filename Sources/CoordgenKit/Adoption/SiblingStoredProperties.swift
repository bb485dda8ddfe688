import SwiftSyntax

/// Stored properties the coordinator protocol requires that no extension provides and that the
/// coordinators of a SwiftUI app whose flows own their stacks declare alike (`weak var
/// parentCoordinator: (any Coordinator)?`, `@Published var childCoordinator: (any Coordinator)?`): a new
/// coordinator declares each as they do. Only a `var` that needs no initialiser (optional, or with a
/// default value) is taken, so the new class needs none either. Each becomes a line of
/// `ProtocolShape.implementedLikeSiblings` and leaves `otherRequirements`.
struct SiblingStoredProperties {
    let index: DeclarationIndex
    let declaration: TypeDeclaration

    func complete(_ result: inout ProtocolShapeDetector.Result) {
        var shape = result.shape
        guard shape.routes?.ownStack == true else { return }
        let coordinators = CoordinatorConformances(index: index, protocolName: shape.name).coordinators.map(\.type)
        guard coordinators.count >= 2 else { return }
        var written: [String] = []
        for member in declaration.members ?? [] {
            guard shape.otherRequirements.contains(member.decl.requirementText),
                let (name, _) = FamilyShapeDetector.storedProperty(member.decl),
                let (text, count, example) = mostCommonDeclaration(of: name, in: coordinators)
            else { continue }
            shape.otherRequirements.removeAll { $0 == member.decl.requirementText }
            written.append(text)
            result.findings.append(
                AdoptionFinding(
                    "written like the coordinators",
                    "var \(name): \(count) of \(coordinators.count) coordinators declare it alike; a new one does too", example.reference))
        }
        guard !written.isEmpty else { return }
        shape.implementedLikeSiblings = (shape.implementedLikeSiblings ?? []) + written
        result.shape = shape
    }

    /// The declaration of the property `name` most coordinators share, with how many and one of them;
    /// nil where fewer than two share one.
    private func mostCommonDeclaration(of name: String, in coordinators: [TypeDeclaration]) -> (String, Int, TypeDeclaration)? {
        MostCommonSiblingDeclaration.among(coordinators) { coordinator in
            (coordinator.members.map(Array.init) ?? []).lazy.compactMap { Self.declaration(of: name, in: $0.decl) }.first
        }.map { ($0.text, $0.count, $0.example) }
    }

    /// `member` on one line without its doc comment, where it is a stored `var` named `name` of one
    /// binding without accessors that needs no initialiser.
    private static func declaration(of name: String, in member: DeclSyntax) -> String? {
        guard let variable = member.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
            variable.bindings.count == 1, let binding = variable.bindings.first, binding.accessorBlock == nil,
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
            binding.initializer != nil || binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
        else { return nil }
        let text = variable.with(\.leadingTrivia, []).trimmedDescription
        guard !text.contains("//"), !text.contains("/*") else { return nil }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
