import SwiftSyntax

/// What a parent coordinator class can hand a child: its own stored properties, and the members of the
/// struct of its own it keeps them in (`let dependency: Dependency` with `struct Dependency { let window:
/// UIWindow; let injector: Injector }` nested in the class), each with its type as written.
struct HeldValues {
    /// One value: the expression that reads it (`dependency.injector`, `window`) and its type.
    struct Value {
        let expression: String
        let name: String
        let type: TypeText
    }

    /// The members of the class's own holder struct, read through the holder (`dependency.window`).
    let held: [Value]
    /// The class's stored properties.
    let own: [Value]

    /// The values `className` declares in `source`, with the members of the nested type of its property
    /// `holder`.
    static func read(holder: String, inClass className: String, of source: String) throws -> HeldValues {
        let parsed = try ParsedSwiftSource(source)
        let type = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree)
        let members = TypeMemberLookup.memberBlock(of: type)?.members ?? []
        let own = stored(in: members, prefix: "")
        guard let holderType = own.first(where: { $0.name == holder })?.type.baseName else { return HeldValues(held: [], own: own) }
        for member in members {
            let nested: MemberBlockSyntax? =
                member.decl.as(StructDeclSyntax.self).flatMap { $0.name.text == holderType ? $0.memberBlock : nil }
                ?? member.decl.as(ClassDeclSyntax.self).flatMap { $0.name.text == holderType ? $0.memberBlock : nil }
            if let nested { return HeldValues(held: stored(in: nested.members, prefix: "\(holder)."), own: own) }
        }
        return HeldValues(held: [], own: own)
    }

    /// The value named `name` of type `type`: the holder's member first, as the app's parents pass them.
    func value(named name: String, type: String) -> Value? {
        (held + own).first { $0.name == name && NestedDependencyShape.sameType($0.type.syntax.trimmedDescription, type) }
    }

    /// The first value whose type's name satisfies `matches` (`UIWindow`), the holder's member first.
    func value(whereType matches: (String) -> Bool) -> Value? {
        (held + own).first { matches($0.type.baseName) }
    }

    private static func stored(in members: MemberBlockItemListSyntax, prefix: String) -> [Value] {
        members.annotatedStoredProperties.map { Value(expression: prefix + $0.name, name: $0.name, type: TypeText(syntax: $0.type)) }
    }
}
