import SwiftSyntax

/// The base class's own initialiser, where most subclasses have it (inheriting it, or overriding it
/// alike) and the few that declare another only add arguments of their own flow
/// (`init(navigation:deviceItemData:)` beside the base's `init(navigation:)`): a per-flow argument one
/// or two siblings take is not part of the shape, so a new flow takes only what every flow takes
/// (which its parent has), not a value only those flows are given.
struct InheritedBaseInitializer {
    let index: DeclarationIndex

    /// The base's initialiser in place of `shared`, where more of `subclasses` have the base's than
    /// declare `shared`, and `shared` takes every parameter the base's does, plus its own; nil otherwise.
    func preferred(over shared: SharedInitializer, base: TypeDeclaration, subclasses: [TypeDeclaration]) -> SharedInitializer? {
        let own = index.members(of: base).compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard own.count == 1, let baseInit = own.first.map(FamilyShapeDetector.requirement),
            shared.requirement.signature != baseInit.signature,
            baseInit.parameters.allSatisfy({ parameter in shared.requirement.parameters.contains { $0.label == parameter.label } })
        else { return nil }
        var havingBase: [TypeDeclaration] = []
        var declaringShared: [TypeDeclaration] = []
        for subclass in subclasses {
            let initializers = (subclass.members ?? []).compactMap { $0.decl.as(InitializerDeclSyntax.self) }.map(
                FamilyShapeDetector.requirement)
            if initializers.isEmpty || initializers.contains(where: { $0.signature == baseInit.signature }) { havingBase.append(subclass) }
            if initializers.contains(where: { $0.signature == shared.requirement.signature }) { declaringShared.append(subclass) }
        }
        guard havingBase.count > declaringShared.count, havingBase.count * 2 > subclasses.count else { return nil }
        let extra = shared.requirement.parameters.filter { parameter in !baseInit.parameters.contains { $0.label == parameter.label } }
        let reason =
            "the base class's own, which \(havingBase.count) of \(subclasses.count) coordinators have; \(extra.map(\.label).joined(separator: ", ")) of \(shared.requirement.name) is the own argument of \(declaringShared.map(\.name).joined(separator: ", ")), which not every flow takes, so a new flow takes only what every flow takes"
        return SharedInitializer(requirement: baseInit, reason: reason)
    }
}
