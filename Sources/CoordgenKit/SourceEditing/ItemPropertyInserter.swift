import SwiftSyntax

/// Adds an optional item to a SwiftUI coordinator that shows screens and children through them
/// (`shape.items`): `@Published var giraffeViewModel: GiraffeViewModel?`, on the line after the class's
/// last optional stored property of the same kind (a child coordinator after the child coordinators, a
/// view model after the view models), else its last published optional, else its last optional, with
/// its attributes (`@Published` unless the class is `@Observable`, where it has none yet). The item is
/// never read-only outside the class (`private(set)` is left out): the view binds it and a child sets
/// its own back to nil when it ends.
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
        let sameKind = published.filter { sharesKind($0, with: type) }
        let line: String
        let anchorVariable = sameKind.last ?? published.last ?? optionals.last
        if let last = anchorVariable {
            line = [last.attributes.trimmedDescription, settableModifiers(of: last), "var \(property): \(type)?"]
                .filter { !$0.isEmpty }.joined(separator: " ")
        } else {
            let observable = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree)
                .as(ClassDeclSyntax.self)?.attributes.names.contains("Observable") ?? false
            line = (observable ? "" : "@Published ") + "var \(property): \(type)?"
        }
        let anchor = anchorVariable?.bindings.first?.pattern.trimmedDescription
        return try StatementInserter.addingProperty(
            line, named: property, toClass: className, after: { $0.pattern.trimmedDescription == anchor }, in: source)
    }

    /// Whether `variable` holds an item of the kind `type` is (`…Coordinator`, `…ViewModel`): their
    /// type names end in the same capitalised word.
    private static func sharesKind(_ variable: VariableDeclSyntax, with type: String) -> Bool {
        guard let annotation = variable.bindings.first?.typeAnnotation?.type.as(OptionalTypeSyntax.self) else { return false }
        let held = TypeText(syntax: annotation.wrappedType).baseName
        let kind = type.splittingCamelCaseWords.last
        return kind != nil && kind == held.splittingCamelCaseWords.last
    }

    /// `variable`'s modifiers but those that keep others from setting it (`private(set)`, `private`).
    private static func settableModifiers(of variable: VariableDeclSyntax) -> String {
        variable.modifiers.filter { ![.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
            .map(\.trimmedDescription).joined(separator: " ")
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
