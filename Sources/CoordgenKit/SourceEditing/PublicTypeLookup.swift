import SwiftSyntax

/// Whether a type is declared `public` (or `open`): members that meet its requirements, or that another
/// module calls, must then be public too.
enum PublicTypeLookup {
    static func isPublic(_ name: String, kind: TypeMemberInserter.TypeKind, in source: String) throws -> Bool {
        let parsed = try ParsedSwiftSource(source)
        guard let type = TypeMemberLookup.types(named: name, kind: kind, in: parsed.tree).first else { return false }
        let modifiers = type.as(ProtocolDeclSyntax.self)?.modifiers ?? type.as(ClassDeclSyntax.self)?.modifiers
        return modifiers?.contains { ["public", "open"].contains($0.name.text) } ?? false
    }
}
