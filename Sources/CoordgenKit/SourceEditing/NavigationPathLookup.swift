import SwiftSyntax

/// Whether a coordinator class reaches the navigation controller through the path the shape records
/// (`dependency.navigationController`): its stored `dependency` is of a type nested in the class (its own
/// `struct Dependency`) that declares `navigationController`. A root's `Dependency` holds the window
/// instead, so a screen method there would not compile.
enum NavigationPathLookup {
    /// false where the class's own nested holder type lacks the path's last name; nil where the holder
    /// is not a property of the class or its type is not nested in it (nothing to tell).
    static func reaches(_ path: String, inClass className: String, of source: String) throws -> Bool? {
        let names = path.split(separator: ".").map(String.init)
        guard names.count == 2, let holder = names.first, let leaf = names.last else { return nil }
        let parsed = try ParsedSwiftSource(source)
        let type = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree)
        guard let members = TypeMemberLookup.memberBlock(of: type)?.members else { return nil }
        let holderType = members.lazy.compactMap { member -> String? in
            guard let binding = member.decl.as(VariableDeclSyntax.self)?.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == holder,
                let annotation = binding.typeAnnotation
            else { return nil }
            return TypeText(syntax: annotation.type).baseName
        }.first
        guard let holderType else { return nil }
        for member in members {
            let nested: MemberBlockSyntax? =
                member.decl.as(StructDeclSyntax.self).flatMap { $0.name.text == holderType ? $0.memberBlock : nil }
                ?? member.decl.as(ClassDeclSyntax.self).flatMap { $0.name.text == holderType ? $0.memberBlock : nil }
            guard let nested else { continue }
            return nested.members.contains { item in
                item.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == leaf
                } ?? false
            }
        }
        return nil
    }
}
