import SwiftSyntax

/// A requirement of the coordinator protocol that takes a step of the flow's own (`func coordinate(to
/// step: CoordinateTo)`), where the parameter's type is a protocol with no requirements that each flow's
/// enum of steps conforms to (`enum AppStep: CoordinateTo`, `private enum PhotoGridSteps: CoordinateTo`):
/// each coordinator casts the step to its own enum and switches over its cases, so no two implement it
/// alike. A new flow has no steps yet, so it implements the requirement with an empty body, to fill in
/// as it declares its steps; `init` says so.
///
/// Only a requirement that returns nothing and is neither static nor generic counts, where the app
/// declares the protocol, at least one enum of the app conforms to it, and a class named like a
/// coordinator implements the requirement with a body.
struct PerFlowStepRequirement {
    let index: DeclarationIndex

    /// The requirement with an empty body, in coordgen's four-space indentation, with the finding that
    /// explains it; nil where `requirement` does not take a flow's own step.
    func emptyImplementation(
        of requirement: FunctionDeclSyntax, in declaration: TypeDeclaration, coordinators: [TypeDeclaration]
    ) -> (String, AdoptionFinding)? {
        let signature = requirement.signature
        guard requirement.genericParameterClause == nil, signature.effectSpecifiers == nil,
            !requirement.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
            signature.returnClause.map({ ["Void", "()"].contains($0.type.trimmedDescription) }) ?? true,
            signature.parameterClause.parameters.count == 1, let parameter = signature.parameterClause.parameters.first,
            let (step, enums) = stepEnums(of: parameter.type.trimmedDescription),
            coordinators.contains(where: { implementsIt($0, requirement) })
        else { return nil }
        let text = requirement.with(\.leadingTrivia, []).with(\.body, nil).trimmedDescription + " {}"
        let finding = AdoptionFinding(
            "written empty",
            "\(SiblingImplementations.key(requirement)): each coordinator handles the steps of its own enum conforming to \(step) (\(enums.joined(separator: ", "))); a new one has no steps yet and implements it with an empty body, to fill in as it declares its steps",
            declaration.reference)
        return (text, finding)
    }

    /// The protocol `type` names and the app's enums conforming to it, where it is a protocol of the app
    /// with no requirements that enums conform to (`CoordinateTo`, `any Step`).
    private func stepEnums(of type: String) -> (String, [String])? {
        let name = FinishArgumentSelf.bareName(type)
        guard let declared = index.type(named: name, kinds: [.protocol]), (declared.members ?? []).isEmpty else { return nil }
        let enums = index.types.filter { $0.kind == .enum && $0.inherited.contains(name) }.map(\.name)
        return enums.isEmpty ? nil : (name, Array(Set(enums)).sorted())
    }

    /// Whether `type`, a class named like a coordinator, implements `requirement` with a body.
    private func implementsIt(_ type: TypeDeclaration, _ requirement: FunctionDeclSyntax) -> Bool {
        guard type.name.hasSuffix("Coordinator") else { return false }
        return index.members(of: type).contains { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { return false }
            return function.body != nil && SiblingImplementations.key(function) == SiblingImplementations.key(requirement)
        }
    }
}
