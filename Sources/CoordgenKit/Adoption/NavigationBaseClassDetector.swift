import SwiftSyntax

/// Where the protocol declares no navigation controller and no single base class stands for every
/// coordinator, the base class most flows inherit from that holds the stack they push onto
/// (`class NavigationCoordinator: BaseCoordinator { var navigationController: UINavigationController }`):
/// a new flow inherits from it too, is made with its initialiser and shows its screens on that stack.
struct NavigationBaseClassDetector {
    let index: DeclarationIndex

    /// The base class, the stack it holds, and how many coordinators inherit from it, directly or through
    /// a base of its own (`TabItemCoordinator: NavigationCoordinator`); nil where no base class holding a
    /// stack is inherited by more than half the coordinators, or where its one initialiser takes more than
    /// the stack, or no `start()` is there to override.
    func detect(_ conformances: CoordinatorConformances) -> (base: TypeDeclaration, navigation: PropertyRequirement, subclasses: Int)? {
        // The classes each coordinator inherits from, through the app's typealiases (`typealias
        // TabItemCoordinator = NavigationCoordinator`).
        let chains = CoordinatorBaseClassDetector(index: index)
        let ancestors = conformances.coordinators.map { coordinator in
            let chain = chains.superclassChain(of: coordinator.type).map(\.name)
            return Set(chain.isEmpty ? coordinator.type.inheritedNames.prefix(1) : chain[...])
        }
        let candidates = conformances.baseClasses.compactMap { base -> (TypeDeclaration, PropertyRequirement, Int)? in
            let subclasses = ancestors.filter { $0.contains(base.name) }.count
            guard subclasses * 2 > conformances.coordinators.count, let navigation = stack(heldBy: base),
                takesOnlyStack(base, type: navigation.type), declaresPlainStart(base)
            else { return nil }
            return (base, navigation, subclasses)
        }
        return candidates.max { $0.2 < $1.2 }
    }

    /// The navigation controller property `base` declares (the first, and one its subclasses can read).
    func stack(heldBy base: TypeDeclaration) -> PropertyRequirement? {
        for member in members(of: base) {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
                !variable.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil })
            else { continue }
            for binding in variable.bindings {
                guard binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let annotation = binding.typeAnnotation, TypeText(syntax: annotation.type).baseName == "UINavigationController"
                else { continue }
                let type = TypeText(syntax: annotation.type)
                return PropertyRequirement(
                    name: name, type: type.baseName, optional: type.isOptional,
                    settable: variable.bindingSpecifier.tokenKind == .keyword(.var))
            }
        }
        return nil
    }

    /// Whether `base` declares one initialiser (besides unavailable ones) and it takes the `type` alone:
    /// the one a new flow is made with, as coordgen writes it.
    func takesOnlyStack(_ base: TypeDeclaration, type: String) -> Bool {
        let initializers = members(of: base).compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            .filter { !$0.attributes.trimmedDescription.contains("unavailable") }
        guard initializers.count == 1, let parameters = initializers.first?.signature.parameterClause.parameters,
            parameters.count == 1
        else { return false }
        return parameters.allSatisfy { TypeText(syntax: $0.type).baseName == type }
    }

    /// `base`'s members, a generic base's read with the navigation controller its flows fill it with
    /// in place of its parameter (``GenericBaseNavigationArgument``: `rootViewController: T` of
    /// `BaseCoordinator<T: UIViewController>` is the stack of `BaseCoordinator<UINavigationController>`).
    private func members(of base: TypeDeclaration) -> [MemberBlockItemSyntax] {
        let members = Array(base.members ?? [])
        guard let binding = GenericBaseNavigationArgument.binding(of: base, index: index) else { return members }
        return members.map { $0.with(\.decl, binding.substituting(in: $0.decl)) }
    }

    /// Whether `base` or a class it inherits from declares `start()` without parameters, which a new
    /// flow overrides.
    private func declaresPlainStart(_ base: TypeDeclaration) -> Bool {
        index.classChain(from: base).contains { type in
            (type.members ?? []).contains { member in
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { return false }
                return function.name.text == "start" && function.signature.parameterClause.parameters.isEmpty
            }
        }
    }
}
