import SwiftSyntax

/// A shared type's conformance to the example's protocols, copied for the new flow only where the copy satisfies it (an extension, or an adoption added after a declaration).
extension ExampleWiring {
    /// The copy of `extension Shared: ProfileModulesFactory, Other { … }`: the conformance to the renamed
    /// protocols only (`Other` is already declared), with the members the copy declares anew — renamed
    /// or with renamed types; a member that would be declared again is left out, since the original
    /// satisfies the renamed protocol's requirement of the same name.
    func conformanceCopy(of node: ExtensionDeclSyntax, renamer: IdentifierRenamer) -> String? {
        guard let clause = node.inheritanceClause else { return nil }
        let own = clause.inheritedTypes.filter { renamer.renamedText(of: $0.type) != $0.type.trimmedDescription }
        if own.isEmpty { return nil }
        guard adoptionHolds(of: clause.inheritedTypes.map(\.type), providing: node.memberBlock.members.filter { Self.declaresAnew($0, renamer: renamer) }, renamer: renamer)
        else { return nil }
        if own.count == clause.inheritedTypes.count && Self.copyDeclaresAnew(Syntax(node), renamer: renamer) {
            return renamer.renamedText(of: node)
        }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let head = String(decoding: Array(node.trimmedDescription.utf8)[0..<(clause.position.utf8Offset - start)], as: UTF8.self)
        var text = head + ": " + own.map { renamer.renamedText(of: $0.type) }.joined(separator: ", ")
        if let whereClause = node.genericWhereClause { text += " " + renamer.renamedText(of: whereClause) }
        let members = node.memberBlock.members.filter { Self.declaresAnew($0, renamer: renamer) }
        if members.isEmpty { return text + " {}" }
        text += " {"
        for member in members { text += "\n" + Self.indentation(of: Syntax(member)) + renamer.renamedText(of: member) }
        return text + "\n" + Self.indentation(of: Syntax(node)) + "}"
    }

    /// `extension Shared: ZebraModulesFactory { … }` for a type that adopts one of the example's
    /// protocols in its declaration, with copies of the members that implement the renamed requirements
    /// (renamed by the rename; those already copied as wiring are not copied again).
    func adoptionCopy(of type: DeclGroupSyntax, renamer: IdentifierRenamer, leaving copied: Set<SyntaxIdentifier>)
        -> (text: String, what: String)?
    {
        guard let name = Self.typeName(of: type), let clause = type.inheritanceClause else { return nil }
        if type.as(ClassDeclSyntax.self)?.genericParameterClause != nil || type.as(StructDeclSyntax.self)?.genericParameterClause != nil { return nil }
        let own = clause.inheritedTypes.filter { renamer.renamedText(of: $0.type) != $0.type.trimmedDescription }.map {
            renamer.renamedText(of: $0.type)
        }
        if own.isEmpty { return nil }
        let members = type.memberBlock.members.filter { item in
            guard !copied.contains(item.id), let declared = ExampleWiringSites.declaredName(item.decl) else { return false }
            return renamer.names[declared] != nil && Self.declaresAnew(item, renamer: renamer)
        }
        guard adoptionHolds(of: clause.inheritedTypes.map(\.type), providing: members, renamer: renamer) else { return nil }
        let head = "extension \(name): \(own.joined(separator: ", "))"
        guard !members.isEmpty else { return (head + " {}", "extension \(name): \(own.joined(separator: ", "))") }
        var text = head + " {"
        for member in members { text += "\n" + Self.indentation(of: Syntax(member)) + renamer.renamedText(of: member) }
        return (text + "\n" + Self.indentation(of: Syntax(type)) + "}", "extension \(name): \(own.joined(separator: ", "))")
    }

    /// Whether a shared type that conforms to the example's protocols conforms to their renamed copies
    /// with `members` added: every requirement the rename changes (`var coordinator: ZebraCoordinator?`)
    /// must be one of them — the type's other members still satisfy the requirements that kept their text.
    func adoptionHolds(of inherited: [TypeSyntax], providing members: some Sequence<MemberBlockItemSyntax>, renamer: IdentifierRenamer) -> Bool {
        let provided = Set(members.compactMap { ExampleWiringSites.declaredName($0.decl).map { renamer.names[$0] ?? $0 } })
        for type in inherited {
            for requirement in requirements[ExampleWiringSites.baseName(type)] ?? [] {
                guard renamer.renamedText(of: requirement) != requirement.trimmedDescription else { continue }
                guard let name = ExampleWiringSites.declaredName(requirement.decl), provided.contains(renamer.names[name] ?? name) else { return false }
            }
        }
        return true
    }

    static func typeName(of type: DeclGroupSyntax) -> String? {
        type.as(ClassDeclSyntax.self)?.name.text ?? type.as(StructDeclSyntax.self)?.name.text ?? type.as(EnumDeclSyntax.self)?.name.text
            ?? type.as(ActorDeclSyntax.self)?.name.text
    }

    /// Whether the copy of an extension declares each member anew — under a new name or with new
    /// parameter types — rather than again (`extension LessonsViewModel: ProfileInput` whose methods
    /// keep their names would redeclare them). Other nodes are copied under new names.
    static func copyDeclaresAnew(_ node: Syntax, renamer: IdentifierRenamer) -> Bool {
        guard let extensionDecl = node.as(ExtensionDeclSyntax.self) else { return true }
        return extensionDecl.memberBlock.members.allSatisfy { declaresAnew($0, renamer: renamer) }
    }

    /// Whether a member's copy declares something new: a method under a new name or with new parameter
    /// types, a property under a new name.
    static func declaresAnew(_ item: MemberBlockItemSyntax, renamer: IdentifierRenamer) -> Bool {
        if let function = item.decl.as(FunctionDeclSyntax.self) {
            return renamer.renamedText(of: function.name) != function.name.text
                || renamer.renamedText(of: function.signature) != function.signature.trimmedDescription
        }
        if let variable = item.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first {
            return renamer.renamedText(of: binding.pattern) != binding.pattern.trimmedDescription
        }
        return item.decl.is(TypeAliasDeclSyntax.self) == false && item.decl.is(InitializerDeclSyntax.self) == false
    }
}
