import SwiftSyntax

/// Coordinators that each make their own navigation controller in place — a stored property initialised
/// with a new one (`private let stack: UINavigationController = UINavigationController()`), or set to a
/// new one in the initialiser — where the protocol declares none and a parent hands none: the coordinator
/// that starts one shows its stack itself (as a tab, as its window's root). Where the parent of a new flow
/// holds no stack, tab bar or window (``NewFlowStack``), the new flow makes its own stack too, pushes its
/// first screen there, and the parent starts and keeps it; showing that stack is left to the parent,
/// said in a note, rather than a flow that shows its screen nowhere.
struct SiblingsMakeOwnStack: Equatable {
    /// Each coordinator that makes its stack in place, with the property it keeps it in
    /// (`LoginCoordinator.loginStack`), sorted by class name.
    let examples: [String]

    /// The coordinators of `protocolName` that make their own stack in place; nil where none does.
    static func find(protocolName: String, index: DeclarationIndex) -> SiblingsMakeOwnStack? {
        let types = NavigationControllerTypes(index: index)
        let examples = CoordinatorConformances(index: index, protocolName: protocolName).coordinators.compactMap { coordinator in
            madeInPlace(in: coordinator.type, types: types).map { "\(coordinator.type.name).\($0)" }
        }
        return examples.isEmpty ? nil : SiblingsMakeOwnStack(examples: examples.sorted())
    }

    /// The stored property of `type` it makes a new navigation controller for, inline or in an initialiser.
    static func madeInPlace(in type: TypeDeclaration, types: NavigationControllerTypes) -> String? {
        let members = type.members ?? []
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer?.value, makesNavigationController(value, annotated: binding.typeAnnotation?.type, types: types)
                else { continue }
                return name
            }
        }
        return members.lazy.compactMap { $0.decl.as(InitializerDeclSyntax.self)?.body }.compactMap { assignedStack(in: $0, types: types) }.first
    }

    /// Whether `value` makes a new navigation controller without arguments (`UINavigationController()`,
    /// `.init()` for a property annotated with one).
    private static func makesNavigationController(_ value: ExprSyntax, annotated: TypeSyntax?, types: NavigationControllerTypes) -> Bool {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty else { return false }
        if let made = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return types.isNavigationController(made.baseName.text)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "init", let annotated
        else { return false }
        return types.isNavigationController(TypeText(syntax: annotated).baseName)
    }

    /// The property an initialiser sets to a new navigation controller (`self.stack = UINavigationController()`).
    private static func assignedStack(in body: CodeBlockSyntax, types: NavigationControllerTypes) -> String? {
        for item in body.statements {
            // As parsed (unfolded): three elements, the target, `=` and the value.
            guard let sequence = item.item.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { continue }
            let elements = Array(sequence.elements)
            guard elements[1].is(AssignmentExprSyntax.self), makesNavigationController(elements[2], annotated: nil, types: types) else { continue }
            if let member = elements[0].as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                return member.declName.baseName.text
            }
            if let reference = elements[0].as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        }
        return nil
    }

    /// What generation decided: the flow makes its stack like its siblings, and the parent shows it nowhere.
    func note(parentClass: String, flowClass: String, property: String) -> String {
        "\(parentClass) holds no navigation controller, tab bar or window, and the coordinators make their own navigation controller in place (\(examples.joined(separator: ", "))): \(flowClass) makes its own too (`\(property)`, in its initialiser) and pushes its first screen there; \(parentClass) starts and keeps it, and showing `\(property)` (as a tab, as the window's root) is left to you where \(parentClass) shows its flows"
    }
}
