import SwiftSyntax

/// A coordinator protocol whose route type is an associated type each coordinator picks for itself,
/// read for the routes each coordinator owns (``OwnStackRouteDetector``):
///
/// - the associated type may be constrained through a protocol of the app that refines `Hashable`, in
///   its own clause or the protocol's `where` clause (`protocol Coordinator: ObservableObject where
///   Screen: Routable { associatedtype Screen }`, `protocol Routable: Hashable, Identifiable`);
/// - the path may be required get-only (`var navigationPath: [Screen] { get }`) where every coordinator
///   stores it as a variable (`@Published var navigationPath = [Screen]()`);
/// - a coordinator may push by appending to its path in methods of its own (`navigationPath.append(
///   .profile)`), with no push method in the protocol or its extensions: a new screen is pushed so too;
/// - the coordinators' enums may conform to more than `Hashable` (`enum Screen: Routable`): a new
///   flow's enum conforms alike.
struct AssociatedRouteRequirement {
    let index: DeclarationIndex
    let declaration: TypeDeclaration

    /// The associated types constrained to a protocol of the app that refines `Hashable` (in their own
    /// inheritance clause or the protocol's `where` clause), besides those constrained to `Hashable`.
    func refinedHashableTypes(in members: [DeclSyntax]) -> Set<String> {
        let associated = members.compactMap { $0.as(AssociatedTypeDeclSyntax.self) }
        var constraints: [(String, String)] = associated.flatMap { type in
            (type.inheritanceClause?.inheritedTypes.map { (type.name.text, TypeText(syntax: $0.type).baseName) } ?? [])
        }
        constraints += whereConstraints()
        let names = Set(associated.map(\.name.text))
        return Set(constraints.filter { names.contains($0.0) && refinesHashable($0.1) }.map(\.0))
    }

    /// The unconstrained associated types every coordinator meets with a `Hashable` enum it nests under
    /// the same name (`associatedtype Route`, met by `enum Route: Hashable` in each): route enums all
    /// the same, which the path holds and the push requirement takes.
    func nestedHashableTypes(in members: [DeclSyntax], coordinators: [TypeDeclaration]) -> Set<String> {
        guard !coordinators.isEmpty else { return [] }
        let unconstrained = members.compactMap { $0.as(AssociatedTypeDeclSyntax.self) }.filter { $0.inheritanceClause == nil }
        return Set(
            unconstrained.map(\.name.text).filter { name in
                coordinators.allSatisfy { coordinator in
                    index.types.contains { type in
                        type.kind == .enum && type.qualifiedName == "\(coordinator.qualifiedName).\(name)" && type.inherited.contains("Hashable")
                    }
                }
            })
    }

    /// Whether every coordinator stores `name` as a variable of its own, so a get-only requirement is
    /// their path all the same.
    static func storedByEvery(_ name: String, coordinators: [TypeDeclaration]) -> Bool {
        !coordinators.isEmpty
            && coordinators.allSatisfy { coordinator in
                (coordinator.members ?? []).contains { member in
                    guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "var",
                        let binding = variable.bindings.first, binding.accessorBlock == nil
                    else { return false }
                    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                }
            }
    }

    /// What the coordinators' route enums conform to where that is more than `Hashable` and the same in
    /// all (`Routable`), so that a new flow's enum meets the associated type's constraints; nil otherwise.
    func enumConformances(of enumName: String, in coordinators: [TypeDeclaration]) -> [String]? {
        let declared = coordinators.compactMap { coordinator in
            index.types.first { $0.kind == .enum && $0.qualifiedName == "\(coordinator.qualifiedName).\(enumName)" }?.inherited
        }
        guard let first = declared.first, declared.count == coordinators.count, declared.allSatisfy({ $0 == first }),
            first != ["Hashable"], first.allSatisfy({ $0 == "Hashable" || refinesHashable($0) || $0 == "Sendable" })
        else { return nil }
        return first
    }

    /// `(Screen, Routable)` of the protocol's `where Screen: Routable`.
    private func whereConstraints() -> [(String, String)] {
        guard let protocolDecl = declaration.memberBlock?.parent?.as(ProtocolDeclSyntax.self),
            let clause = protocolDecl.genericWhereClause
        else { return [] }
        return clause.requirements.compactMap { requirement in
            guard let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self) else { return nil }
            return (TypeText(syntax: conformance.leftType).baseName, TypeText(syntax: conformance.rightType).baseName)
        }
    }

    /// Whether `name` is a protocol of the app that refines `Hashable`, directly or through another.
    private func refinesHashable(_ name: String, depth: Int = 0) -> Bool {
        guard depth < 4, let declared = index.type(named: name, kinds: [.protocol]) else { return false }
        return declared.inherited.contains("Hashable") || declared.inherited.contains { refinesHashable($0, depth: depth + 1) }
    }
}
