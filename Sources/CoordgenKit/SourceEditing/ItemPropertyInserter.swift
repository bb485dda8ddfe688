import SwiftSyntax

/// Adds an optional item to a SwiftUI coordinator that shows screens and children through them
/// (`shape.items`): `@Published var giraffeViewModel: GiraffeViewModel?`, on the line after the class's
/// last optional stored property and with its attributes and modifiers (`@Published` unless the class is
/// `@Observable`, where it has none yet).
enum ItemPropertyInserter {
    static func addingItem(_ property: String, type: String, toClass className: String, in source: String) throws -> String {
        let parsed = try ParsedSwiftSource(source)
        let declaration = TypeMemberLookup.memberBlock(of: try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree))
        let optionals = (declaration?.members ?? []).compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter { variable in
            variable.bindingSpecifier.text == "var" && variable.bindings.count == 1
                && variable.bindings.first?.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
        }
        let line: String
        if let last = optionals.last {
            line = [last.attributes.trimmedDescription, last.modifiers.trimmedDescription, "var \(property): \(type)?"]
                .filter { !$0.isEmpty }.joined(separator: " ")
        } else {
            let observable = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree)
                .as(ClassDeclSyntax.self)?.attributes.names.contains("Observable") ?? false
            line = (observable ? "" : "@Published ") + "var \(property): \(type)?"
        }
        let anchor = optionals.last?.bindings.first?.pattern.trimmedDescription
        return try StatementInserter.addingProperty(
            line, named: property, toClass: className, after: { $0.pattern.trimmedDescription == anchor }, in: source)
    }

    /// The stored properties of `className` holding a coordinator in another form than an optional item
    /// (`firstTabCoordinator: FirstTabCoordinator!`, `let menu: MenuCoordinator`), back-references left out.
    static func childCoordinatorsHeldOtherwise(inClass className: String, in source: String) throws -> [String] {
        let parsed = try ParsedSwiftSource(source)
        let type = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree)
        return (TypeMemberLookup.memberBlock(of: type)?.members ?? []).compactMap { $0.decl.as(VariableDeclSyntax.self) }.compactMap {
            // A back-reference to the coordinator's own parent (`unowned let parent`) is no child.
            let backReference = $0.modifiers.contains { [.keyword(.unowned), .keyword(.weak)].contains($0.name.tokenKind) }
            guard !backReference, let binding = $0.bindings.first, let annotation = binding.typeAnnotation,
                !annotation.type.is(OptionalTypeSyntax.self),
                ProtocolFreeShapeDetector.suffixes.contains(where: TypeText(syntax: annotation.type).baseName.hasSuffix)
            else { return nil }
            return binding.pattern.trimmedDescription
        }
    }
}
