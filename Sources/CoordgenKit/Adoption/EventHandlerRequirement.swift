import SwiftSyntax

/// A requirement of the coordinator protocol through which screens tell their coordinator what happened
/// (`func eventOccurred(with event: Event)`, where `Event` is an enum of the app): each coordinator
/// switches over the events its own screens send, so no two implement it alike and coordgen has no
/// template for it. A new flow's screens send no event yet, so a new coordinator implements it with an
/// empty body, which the user fills in as the flow grows; `init` says so.
///
/// Only a requirement that returns nothing, takes a value of an enum declared in the app and that a class
/// named like a coordinator implements counts:
/// an empty body is a true implementation of "react to these events" when none are sent, not of a
/// requirement that returns something or that manages children (`removeChild(_:)` takes a coordinator).
struct EventHandlerRequirement {
    let index: DeclarationIndex

    /// The requirement with an empty body, in coordgen's four-space indentation, with the finding that
    /// explains it; nil where `requirement` is not an event handler.
    func emptyImplementation(
        of requirement: FunctionDeclSyntax, in declaration: TypeDeclaration, coordinators: [TypeDeclaration]
    ) -> (String, AdoptionFinding)? {
        let signature = requirement.signature
        guard requirement.genericParameterClause == nil, !isStatic(requirement), returnsNothing(signature),
            let event = signature.parameterClause.parameters.lazy.compactMap({ self.appEnum(named: $0.type.trimmedDescription) }).first,
            coordinators.contains(where: { implementsIt($0, requirement) })
        else { return nil }
        let text = requirement.with(\.leadingTrivia, []).with(\.body, nil).trimmedDescription + " {}"
        let finding = AdoptionFinding(
            "written empty",
            "\(SiblingImplementations.key(requirement)): each coordinator handles the \(event) cases its own screens send; a new one handles none yet and implements it with an empty body, to fill in as its screens send events",
            declaration.reference)
        return (text, finding)
    }

    /// Whether `type`, a class named like a coordinator, implements `requirement` with a body: a protocol
    /// only a tab bar controller or a screen implements is not the coordinators' (where it was taken for
    /// theirs, writing its handler empty would hide that).
    private func implementsIt(_ type: TypeDeclaration, _ requirement: FunctionDeclSyntax) -> Bool {
        guard type.name.hasSuffix("Coordinator") else { return false }
        let members = index.members(of: type)
        return members.contains { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { return false }
            return function.body != nil && SiblingImplementations.key(function) == SiblingImplementations.key(requirement)
        }
    }

    private func isStatic(_ function: FunctionDeclSyntax) -> Bool {
        function.modifiers.contains { ["static", "class"].contains($0.name.text) }
    }

    private func returnsNothing(_ signature: FunctionSignatureSyntax) -> Bool {
        guard let returned = signature.returnClause?.type.trimmedDescription else { return true }
        return returned == "Void" || returned == "()"
    }

    /// The name of an enum the app declares, where `type` names one (`Event`, `Event?`).
    private func appEnum(named type: String) -> String? {
        let name = type.hasSuffix("?") ? String(type.dropLast()) : type
        return index.type(named: name, kinds: [.enum]) == nil ? nil : name
    }
}
