import SwiftSyntax

/// The app's protocols with requirements that an emptied type of the copy keeps adopting: those the
/// copy cannot do without — the type's own code calls a member only the protocol's extensions declare
/// (`buildLayout()` in `init`), or a generic type of the app whose parameter must conform takes it
/// (`LayoutController<MemberView>` where `Content: LayoutBuilding`). The members that meet their
/// requirements are copied with them, with what those use; the other conformances go, as before.
struct ExampleNeededConformances {
    /// Emptied type → the protocols it keeps adopting.
    let protocols: [String: Set<String>]
    /// Emptied type → the names of the requirements its copy keeps members for.
    let requirements: [String: Set<String>]

    init(emptied: Set<String>, own: Set<String>, index: DeclarationIndex) {
        var protocols: [String: Set<String>] = [:]
        var requirements: [String: Set<String>] = [:]
        let constrained = Self.constrainedArguments(in: own, index: index)
        for type in emptied where index.type(named: type, kinds: [.protocol]) == nil {
            let declarations = index.declarations(named: type).filter { !$0.isNested } + index.extensions(of: type)
            let declared = Set(declarations.flatMap { ($0.members ?? []).compactMap { ExampleScreenReduction.name(of: $0.decl) } })
            let named = declarations.reduce(into: Set<String>()) { $0.formUnion(ExampleFlowParts.identifiers(in: $1)) }
            for name in Set(declarations.flatMap(\.inheritedNames)) where !own.contains(name) {
                if index.type(named: name) == nil, let known = LibraryProtocolRequirements.known[name] {
                    protocols[type, default: []].insert(name)
                    requirements[type, default: []].formUnion(known)
                    continue
                }
                guard let adopted = index.type(named: name, kinds: [.protocol]), let members = adopted.members, !members.isEmpty else { continue }
                let provided = Set(index.extensions(of: name).flatMap { ($0.members ?? []).compactMap { ExampleScreenReduction.name(of: $0.decl) } })
                guard !provided.subtracting(declared).isDisjoint(with: named) || constrained[type, default: []].contains(name)
                    || Self.isFreeModuleProtocol(name, requirements: members, provided: provided, index: index)
                else { continue }
                protocols[type, default: []].insert(name)
                requirements[type, default: []].formUnion(members.compactMap { ExampleScreenReduction.name(of: $0.decl) })
            }
        }
        self.protocols = protocols
        self.requirements = requirements
    }

    /// A protocol whose every requirement its extensions meet (`var viewController: UIViewController? {
    /// self as? UIViewController }`) and that the app's methods take as a module (`func push(_ module:
    /// Presentable?)`, the router's): the copy's screen keeps adopting it, as the copied coordinator hands
    /// the screen to such a method, and the adoption needs no member of its own.
    private static func isFreeModuleProtocol(
        _ name: String, requirements: MemberBlockItemListSyntax, provided: Set<String>, index: DeclarationIndex
    ) -> Bool {
        let required = Set(requirements.compactMap { ExampleScreenReduction.name(of: $0.decl) })
        guard !required.isEmpty, required.isSubset(of: provided) else { return false }
        return (index.types + index.extensions).contains { declaration in
            (declaration.members ?? []).contains { member in
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { return false }
                return function.signature.parameterClause.parameters.contains { parameter in
                    TypeText(syntax: parameter.type).baseName.removingAnyPrefix == name
                }
            }
        }
    }

    /// For each type named as a generic argument in the flow's own declarations, the protocols the
    /// generic type of the app requires of that parameter (`class LayoutController<Content>: … where
    /// Content: LayoutBuilding` taking `MemberView`).
    private static func constrainedArguments(in own: Set<String>, index: DeclarationIndex) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for type in own {
            for declaration in index.declarations(named: type).filter({ !$0.isNested }) + index.extensions(of: type) {
                guard let node = declaration.memberBlock?.parent else { continue }
                for generic in node.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(IdentifierTypeSyntax.self) }) {
                    guard let arguments = generic.genericArgumentClause?.arguments else { continue }
                    let constraints = parameterConstraints(of: generic.name.text, in: index)
                    for (position, argument) in arguments.enumerated() where position < constraints.count {
                        found[argument.argument.trimmedDescription, default: []].formUnion(constraints[position])
                    }
                }
            }
        }
        return found
    }

    /// The protocols each generic parameter of the app's class or struct `name` must conform to, in order.
    private static func parameterConstraints(of name: String, in index: DeclarationIndex) -> [Set<String>] {
        guard let declaration = index.type(named: name, kinds: [.class, .struct]), let node = declaration.memberBlock?.parent else { return [] }
        let clause = node.as(ClassDeclSyntax.self)?.genericParameterClause ?? node.as(StructDeclSyntax.self)?.genericParameterClause
        let whereClause = node.as(ClassDeclSyntax.self)?.genericWhereClause ?? node.as(StructDeclSyntax.self)?.genericWhereClause
        return (clause?.parameters ?? []).map { parameter in
            var names = Set(parameter.inheritedType.map { ExampleScreenReduction.identifiers(in: Syntax($0)) } ?? [])
            for requirement in whereClause?.requirements ?? [] {
                guard case .conformanceRequirement(let conformance) = requirement.requirement,
                    conformance.leftType.trimmedDescription == parameter.name.text
                else { continue }
                names.formUnion(ExampleScreenReduction.identifiers(in: Syntax(conformance.rightType)))
            }
            return names
        }
    }
}
