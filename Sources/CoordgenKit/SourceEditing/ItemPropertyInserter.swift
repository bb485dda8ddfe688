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
        // The items a view binds are published; an optional callback (`var onDone: (() -> Void)?`) is none.
        let published = optionals.filter { $0.attributes.names.contains("Published") }
        let line: String
        if let last = published.last ?? optionals.last {
            line = [last.attributes.trimmedDescription, last.modifiers.trimmedDescription, "var \(property): \(type)?"]
                .filter { !$0.isEmpty }.joined(separator: " ")
        } else {
            let observable = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree)
                .as(ClassDeclSyntax.self)?.attributes.names.contains("Observable") ?? false
            line = (observable ? "" : "@Published ") + "var \(property): \(type)?"
        }
        let anchor = (published.last ?? optionals.last)?.bindings.first?.pattern.trimmedDescription
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
            guard !backReference, let binding = $0.bindings.first, let type = heldTypeName(binding),
                ProtocolFreeShapeDetector.suffixes.contains(where: type.hasSuffix)
            else { return nil }
            return binding.pattern.trimmedDescription
        }
    }

    /// The type a stored property holds other than as an optional item: its annotation's
    /// (`FirstTabCoordinator!`), or, unannotated, the type its initial value makes (`= HomeCoordinator()`).
    private static func heldTypeName(_ binding: PatternBindingSyntax) -> String? {
        if let annotation = binding.typeAnnotation {
            return annotation.type.is(OptionalTypeSyntax.self) ? nil : TypeText(syntax: annotation.type).baseName
        }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return nil }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
