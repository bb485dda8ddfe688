import SwiftSyntax

/// A stored property of the example's type that copied wiring assigns: the copy gets a property of its own beside it.
extension ExampleWiring {
    /// The uses of the example's typed properties in a copied node that sets one to the copy
    /// (`tabBarController.coordinator = profileCoordinator`): each such property gets a property of its
    /// own for the new flow (`var zebraCoordinator: ZebraCoordinator!`, inserted after it) and the copy
    /// refers to that. Token offset → the new property's name.
    func ownPropertyUses(in node: Syntax, renamer: IdentifierRenamer, plan: inout Insertions) -> [Int: String] {
        let finder = AssignmentFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        var replacing: [Int: String] = [:]
        for (target, value) in finder.assignments {
            let name = SourceEditNames.unescaped(target)
            guard let declared = properties[name], Self.receivesCopy(value, in: node, renamer: renamer),
                let property = Self.property(assignedBy: target, among: declared, in: node)
            else { continue }
            let newName = swap.new.caseName + name.prefix(1).uppercased() + name.dropFirst()
            if plan.ownProperties[name] == nil {
                guard let binding = property.item.decl.as(VariableDeclSyntax.self)?.bindings.first,
                    let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
                else { continue }
                plan.ownProperties[name] = newName
                let copy = renamer.renamedText(of: property.item, replacing: [identifier.positionAfterSkippingLeadingTrivia.utf8Offset: newName])
                plan.insert(
                    "\n" + Self.indentation(of: Syntax(property.item)) + copy, at: property.item.endPosition.utf8Offset, in: property.file,
                    what: newName)
                let owner = Self.ownerName(of: property.item) ?? property.file.fileName
                plan.notes.append(
                    "\(owner) keeps \(swap.old.typeStem)'s coordinator in `\(name)`; \(swap.new.typeStem) gets its own, `\(newName)`, which the copied wiring sets")
            }
            replacing[target.positionAfterSkippingLeadingTrivia.utf8Offset] = plan.ownProperties[name]
        }
        return replacing
    }

    /// The property an assignment in `node` sets, among those of its name: one of the enclosing type's
    /// for `name = …` and `self.name = …`, one visible from outside its type for `other.name = …`.
    static func property(
        assignedBy target: TokenSyntax, among declared: [(file: SourceFile, item: MemberBlockItemSyntax)], in node: Syntax
    ) -> (file: SourceFile, item: MemberBlockItemSyntax)? {
        let base = target.parent?.parent?.as(MemberAccessExprSyntax.self)?.base
        let onSelf = base == nil || base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        var enclosing: (name: String, group: DeclGroupSyntax)?
        var current = node.parent
        while let parent = current, enclosing == nil {
            if let group = parent.asProtocol(DeclGroupSyntax.self),
                let name = parent.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription ?? typeName(of: group)
            {
                enclosing = (name, group)
            }
            current = parent.parent
        }
        // `holder.name = …` where the enclosing type declares `holder` with its type: that type's property.
        let holderType = base.flatMap { base in enclosing.flatMap { storedType(of: base, in: $0.group) } }
        let candidates = declared.filter { property in
            if onSelf { return ownerName(of: property.item) == enclosing?.name }
            if let holderType { return ownerName(of: property.item) == holderType }
            let modifiers = property.item.decl.as(VariableDeclSyntax.self)?.modifiers ?? []
            return !modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
        }
        return candidates.count == 1 ? candidates.first : nil
    }

    /// The type of the stored property `holder` (or `self.holder`) of a type: its annotation, or the type
    /// its initial value constructs (`let tabBarController = ShopTabBarController()`).
    static func storedType(of holder: ExprSyntax, in group: DeclGroupSyntax) -> String? {
        let reference = holder.as(DeclReferenceExprSyntax.self) ?? holder.as(MemberAccessExprSyntax.self).flatMap { access in
            access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? access.declName : nil
        }
        guard let name = reference?.baseName.text else { return nil }
        for item in group.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if var type = binding.typeAnnotation?.type {
                    while let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
                        type = wrapped
                    }
                    return ExampleWiringSites.baseName(type)
                }
                if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
                    return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                }
            }
        }
        return nil
    }

    /// Whether the value assigned is the copy: its text is renamed, or it is a local the node binds to a
    /// renamed value (`let profileCoordinator = ZebraCoordinator(…)`).
    static func receivesCopy(_ value: ExprSyntax, in node: Syntax, renamer: IdentifierRenamer) -> Bool {
        if renamer.renamedText(of: value) != value.trimmedDescription { return true }
        guard let reference = value.as(DeclReferenceExprSyntax.self) else { return false }
        let bindings = node.tokens(viewMode: .sourceAccurate).compactMap { token -> PatternBindingSyntax? in
            guard token.text == reference.baseName.text, let pattern = token.parent?.as(IdentifierPatternSyntax.self) else { return nil }
            return pattern.parent?.as(PatternBindingSyntax.self)
        }
        return bindings.contains { binding in
            binding.initializer.map { renamer.renamedText(of: $0.value) != $0.value.trimmedDescription } ?? false
        }
    }

    static func ownerName(of item: MemberBlockItemSyntax) -> String? {
        guard let group = item.parent?.parent?.parent else { return nil }
        if let extensionDecl = group.as(ExtensionDeclSyntax.self) { return extensionDecl.extendedType.trimmedDescription }
        return group.asProtocol(DeclGroupSyntax.self).flatMap { typeName(of: $0) }
    }

    /// `target = value` and `x.target = value` in a node: the target's name token and the value.
    private final class AssignmentFinder: SyntaxVisitor {
        var assignments: [(target: TokenSyntax, value: ExprSyntax)] = []

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
            if let member = elements[0].as(MemberAccessExprSyntax.self) {
                assignments.append((member.declName.baseName, elements[2]))
            } else if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
                assignments.append((reference.baseName, elements[2]))
            }
            return .visitChildren
        }
    }
}
