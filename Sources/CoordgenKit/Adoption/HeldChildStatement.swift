import SwiftSyntax

/// A statement of a coordinator's initialiser that makes a child coordinator and keeps it, passing the
/// coordinator itself: `menuCoordinator = MenuCoordinator(parent: self)`, `self.menu = .init(parent: self)`.
/// Read by `init` (``ProtocolFreeShapeDetector/heldChildren(of:)``) and by `new coordinator`, which
/// writes the new child's statement in the same form after the last one.
struct HeldChildStatement {
    /// The property assigned (`menuCoordinator`).
    let property: String
    /// The class made, where the call names it (`MenuCoordinator`); nil for `.init(…)`.
    let calledType: String?
    /// The label of the argument passing `self` (`parent`).
    let parentLabel: String
    /// Whether the property is written `self.menuCoordinator`.
    let throughSelf: Bool
    /// The statement in the source.
    let item: CodeBlockItemSyntax

    /// The statement making `flowClass` into `property` in this statement's form.
    func written(property newProperty: String, flowClass: String) -> String {
        Self.text(
            property: newProperty, flowClass: flowClass, parentLabel: parentLabel, throughSelf: throughSelf, namesType: calledType != nil)
    }

    /// `zebraCoordinator = ZebraCoordinator(parent: self)`, `self.zebraCoordinator = .init(parent: self)`.
    static func text(property: String, flowClass: String, parentLabel: String, throughSelf: Bool, namesType: Bool) -> String {
        "\(throughSelf ? "self." : "")\(property) = \(namesType ? flowClass : ".init")(\(parentLabel): self)"
    }

    /// The statements of `initializer`'s body that make a child passing `self`.
    static func all(in initializer: InitializerDeclSyntax) -> [HeldChildStatement] {
        (initializer.body?.statements).map { Array($0).compactMap(read) } ?? []
    }

    /// The statement `item` as one, or nil.
    static func read(_ item: CodeBlockItemSyntax) -> HeldChildStatement? {
        guard let sequence = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let (property, throughSelf) = assigned(elements[0]),
            let call = elements[2].as(FunctionCallExprSyntax.self),
            let label = call.arguments.first(where: { $0.expression.trimmedDescription == "self" })?.label?.text
        else { return nil }
        let calledType: String?
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            // A type's name, not a function's (`makeChild(parent: self)`).
            guard reference.baseName.text.first?.isUppercase == true else { return nil }
            calledType = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "init"
        {
            calledType = nil
        } else {
            return nil
        }
        return HeldChildStatement(property: property, calledType: calledType, parentLabel: label, throughSelf: throughSelf, item: item)
    }

    /// `menu` of `menu` or `self.menu`, and whether it was written through `self`.
    private static func assigned(_ expression: ExprSyntax) -> (String, Bool)? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, false) }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" else { return nil }
        return (member.declName.baseName.text, true)
    }
}
