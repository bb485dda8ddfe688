import SwiftSyntax

/// The flow's own protocols that bind an associated type to another of the flow's own types
/// (`protocol CartComposing: Composing where Route == CartRoute`): their copies bind it to the copy's
/// (`ZebraRoute`), and a shared type that adopts the original (`struct CartComposer: CartComposing`)
/// has its one binding already, so it cannot adopt the copy too. Such an adoption is not copied.
extension ExampleWiring {
    static func protocolsBindingOwnTypes(_ types: Set<String>, in index: DeclarationIndex) -> Set<String> {
        types.filter { name in
            guard let node = index.type(named: name, kinds: [.protocol])?.memberBlock?.parent?.as(ProtocolDeclSyntax.self) else { return false }
            var bound = ExampleScreenReduction.identifiers(in: node.genericWhereClause.map(Syntax.init))
            for inherited in node.inheritanceClause?.inheritedTypes ?? [] {
                bound.formUnion(ExampleScreenReduction.identifiers(in: inherited.type.as(IdentifierTypeSyntax.self)?.genericArgumentClause.map(Syntax.init)))
            }
            return !bound.isDisjoint(with: types)
        }
    }

    /// The note for a shared type whose adoption of such protocols is not copied; nil when it adopts none.
    func boundAdoptionNote(of type: DeclGroupSyntax, renamer: IdentifierRenamer) -> String? {
        let inherited = type.inheritanceClause?.inheritedTypes.map { ExampleWiringSites.baseName($0.type) } ?? []
        let bound = inherited.filter(boundProtocols.contains)
        guard !bound.isEmpty, let name = Self.typeName(of: type) ?? type.as(ExtensionDeclSyntax.self).map({ ExampleWiringSites.baseName($0.extendedType) }) else {
            return nil
        }
        let copies = bound.map { renamer.names[$0] ?? $0 }.joined(separator: ", ")
        return "not copied: \(name)'s adoption of \(copies): \(bound.joined(separator: ", ")) binds an associated type of \(name) already, to \(swap.old.typeStem)'s own type; give \(swap.new.typeStem) a type that adopts \(copies)"
    }
}
