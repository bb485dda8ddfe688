import SwiftSyntax

/// Queries on protocol and class declarations used by `TypeMemberInserter`.
enum TypeMemberLookup {
    /// Every protocol or class declaration with that name, in source order.
    static func types(named name: String, kind: TypeMemberInserter.TypeKind, in tree: SourceFileSyntax) -> [DeclSyntax] {
        let wanted = SourceEditNames.unescaped(name)
        switch kind {
        case .protocol:
            return SwiftDeclarationLookup.all(ProtocolDeclSyntax.self, in: tree) {
                SourceEditNames.unescaped($0.name) == wanted
            }.map(DeclSyntax.init)
        case .class:
            return SwiftDeclarationLookup.all(ClassDeclSyntax.self, in: tree) {
                SourceEditNames.unescaped($0.name) == wanted
            }.map(DeclSyntax.init)
        }
    }

    /// The one declaration of that kind and name; throws when there is none or several.
    static func singleType(named name: String, kind: TypeMemberInserter.TypeKind, in tree: SourceFileSyntax) throws -> DeclSyntax {
        let found = types(named: name, kind: kind, in: tree)
        let plainName = SourceEditNames.unescaped(name)
        guard let first = found.first else {
            throw SourceEditError.typeNotFound(kind: kind.rawValue, name: plainName)
        }
        guard found.count == 1 else {
            throw SourceEditError.ambiguousType(kind: kind.rawValue, name: plainName, count: found.count)
        }
        return first
    }

    /// How many functions named `name` the type declares; for a class, its extensions in `tree` count too.
    static func functionCount(named name: String, in type: DeclSyntax, kind: TypeMemberInserter.TypeKind, tree: SourceFileSyntax) -> Int {
        let wanted = SourceEditNames.unescaped(name)
        var blocks = [memberBlock(of: type)].compactMap { $0 }
        if kind == .class, let typeName = typeName(of: type) {
            blocks += extensions(of: typeName, in: tree).map(\.memberBlock)
        }
        return blocks.flatMap { functions(in: $0.members) }.filter { SourceEditNames.unescaped($0.name) == wanted }.count
    }

    /// The last components of the types named in the class's inheritance clause and its extensions' clauses.
    static func inheritedNames(of type: DeclSyntax, tree: SourceFileSyntax) -> Set<String> {
        guard let classDecl = type.as(ClassDeclSyntax.self) else { return [] }
        var clauses = [classDecl.inheritanceClause].compactMap { $0 }
        clauses += extensions(of: SourceEditNames.unescaped(classDecl.name), in: tree).compactMap(\.inheritanceClause)
        return Set(clauses.flatMap { $0.inheritedTypes.flatMap { names(in: $0.type) } })
    }

    /// The last components of the types named in the inheritance clauses of the extensions of `typeName`.
    static func extensionConformances(of typeName: String, in tree: SourceFileSyntax) -> Set<String> {
        Set(extensions(of: typeName, in: tree).compactMap(\.inheritanceClause).flatMap { $0.inheritedTypes.flatMap { names(in: $0.type) } })
    }

    /// The names of the properties declared in the type's own body.
    static func propertyNames(in type: DeclSyntax) -> Set<String> {
        guard let members = memberBlock(of: type)?.members else { return [] }
        var names: Set<String> = []
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                    names.insert(SourceEditNames.unescaped(identifier.identifier))
                }
            }
        }
        return names
    }

    static func memberBlock(of type: DeclSyntax) -> MemberBlockSyntax? {
        type.as(ProtocolDeclSyntax.self)?.memberBlock ?? type.as(ClassDeclSyntax.self)?.memberBlock
    }

    private static func typeName(of type: DeclSyntax) -> String? {
        (type.as(ClassDeclSyntax.self)?.name ?? type.as(ProtocolDeclSyntax.self)?.name).map(SourceEditNames.unescaped)
    }

    private static func extensions(of typeName: String, in tree: SourceFileSyntax) -> [ExtensionDeclSyntax] {
        SwiftDeclarationLookup.all(ExtensionDeclSyntax.self, in: tree) { names(in: $0.extendedType).contains(typeName) }
    }

    /// Functions that are members of the block or of its `#if` clauses, not of nested types.
    private static func functions(in members: MemberBlockItemListSyntax) -> [FunctionDeclSyntax] {
        members.flatMap { item -> [FunctionDeclSyntax] in
            if let function = item.decl.as(FunctionDeclSyntax.self) {
                return [function]
            }
            guard let ifConfig = item.decl.as(IfConfigDeclSyntax.self) else { return [] }
            return ifConfig.clauses.flatMap { clause -> [FunctionDeclSyntax] in
                guard case .decls(let nested)? = clause.elements else { return [] }
                return functions(in: nested)
            }
        }
    }

    /// The type names a type expression refers to: `P`, `Module.P`, each part of `P & Q`, `@preconcurrency P`.
    private static func names(in type: TypeSyntax) -> [String] {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return [SourceEditNames.unescaped(identifier.name)]
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return [SourceEditNames.unescaped(member.name)]
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { names(in: $0.type) }
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return names(in: attributed.baseType)
        }
        return []
    }
}
