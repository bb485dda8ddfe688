import SwiftSyntax

/// A base class that stores the flow's case in a property with neither a value nor accessors (`var type:
/// CoordinatorType`, `let type: CoordinatorType`) and is given it through an initialiser that may take
/// the navigation controller too, the rest defaulted (`init(childCoordinators: [CoordinatorProtocol] = [],
/// type: CoordinatorType, navigationController: UINavigationController, finishDelegate: … = nil)`).
/// Subclasses cannot override such a property with a read-only one; a new coordinator passes its case
/// and its navigation controller to that initialiser instead. (A base class whose only initialiser takes
/// the case alone is ``FamilyShapeDetector/initialiserStoring(_:among:)``'s.)
struct BaseInitStoringFlowType: Equatable {
    /// The label of the case's parameter (`type`).
    let label: String
    /// The navigation controller's parameter, where the initialiser takes one (`navigationController`).
    let navigationLabel: String?
    /// Its type as the initialiser spells it (`UINavigationController`).
    let navigationType: String?

    /// The initialiser among a base class's `members` a new coordinator calls, where the class stores the
    /// case as described; the first taking the navigation controller when several fit.
    static func find(_ flowType: FlowTypeShape, navigation: PropertyRequirement?, among members: [DeclSyntax]) -> Self? {
        guard storesCaseWithoutValue(flowType, among: members) else { return nil }
        let fitting = members.compactMap { $0.as(InitializerDeclSyntax.self) }.compactMap {
            fit($0, flowType: flowType, navigation: navigation)
        }
        return fitting.first { $0.navigationLabel != nil } ?? fitting.first
    }

    /// Whether the class declares the case's property stored, with neither a value nor accessors.
    private static func storesCaseWithoutValue(_ flowType: FlowTypeShape, among members: [DeclSyntax]) -> Bool {
        members.contains { member in
            guard let variable = member.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                let binding = variable.bindings.first, binding.initializer == nil, binding.accessorBlock == nil,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == flowType.property,
                let annotation = binding.typeAnnotation
            else { return false }
            return TypeText(syntax: annotation.type).baseName == flowType.enum
        }
    }

    /// The call's shape for one initialiser: the case's parameter without a default, at most one
    /// navigation controller's parameter without one, every other parameter defaulted.
    private static func fit(_ initializer: InitializerDeclSyntax, flowType: FlowTypeShape, navigation: PropertyRequirement?) -> Self? {
        guard initializer.optionalMark == nil, initializer.signature.effectSpecifiers == nil else { return nil }
        var label: String?
        var navigationParameter: (String, String)?
        for parameter in initializer.signature.parameterClause.parameters where parameter.defaultValue == nil {
            let type = TypeText(syntax: parameter.type)
            if label == nil, type.baseName == flowType.enum, !type.isOptional {
                label = parameter.firstName.text
            } else if navigationParameter == nil, let navigation, type.baseName == navigation.type {
                navigationParameter = (parameter.firstName.text, parameter.type.trimmedDescription)
            } else {
                return nil
            }
        }
        guard let label, label != "_", navigationParameter?.0 != "_" else { return nil }
        return Self(label: label, navigationLabel: navigationParameter?.0, navigationType: navigationParameter?.1)
    }
}
