import Foundation
import SwiftSyntax

extension FamilyShapeDetector {
    // MARK: The initialiser

    /// The initialiser a new coordinator has when the protocol requires none: the one most of the base
    /// class's subclasses declare (`SharedInitializer`), else the only one among `members` (the
    /// base class's, when the protocol is constrained to it; an app whose base class implements the
    /// protocol keeps recording none, and its coordinators get one passing the navigation controller).
    func sharedInitializer(base: TypeDeclaration, members: [DeclSyntax]) -> SharedInitializer? {
        let subclasses = index.types.filter { $0.kind == .class && $0.inherited.first == base.name }
        if let shared = sharedInitializer(among: subclasses) {
            // Arguments only a few flows take are theirs: the base's own, which most have, where it fits.
            return InheritedBaseInitializer(index: index).preferred(over: shared, base: base, subclasses: subclasses) ?? shared
        }
        let own = members.compactMap { $0.as(InitializerDeclSyntax.self) }
        guard own.count == 1, let only = own.first.map(Self.requirement) else { return nil }
        return SharedInitializer(requirement: only, reason: "the base class's own")
    }

    /// The initialiser most classes conforming to `protocolName` directly declare.
    func sharedInitializer(conformingTo protocolName: String) -> SharedInitializer? {
        sharedInitializer(among: index.types.filter { $0.kind == .class && $0.inherited.contains(protocolName) })
    }

    /// The initialiser most of `classes` declare, each declaring only that one; else the parameters most
    /// take (where they hand over the stack); else one at least two declare alike as it stands; else one
    /// at least two declare alike once each one's flow name stands for `{Name}`.
    func sharedInitializer(among classes: [TypeDeclaration]) -> SharedInitializer? {
        let declared = classes.compactMap { subclass -> InitializerRequirement? in
            let initializers = (subclass.members ?? []).compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            return initializers.count == 1 ? initializers.first.map(Self.requirement) : nil
        }
        if let whole = SharedInitializer.declaredByMost(of: declared, total: classes.count) { return whole }
        let coordinatorTypes = Set(classes.map(\.name) + classes.flatMap(\.inheritedNames))
        if let common = SharedInitializer.parametersMostTake(in: declared, coordinatorTypes: coordinatorTypes) { return common }
        if let alike = SharedInitializer.declaredAlike(of: declared) { return alike }
        if let perFlow = PerFlowModuleFactories.sharedInitializer(among: classes, requirement: Self.requirement) {
            return SharedInitializer(requirement: perFlow, reason: "the coordinators declare it alike, each with its own flow's name for {Name}")
        }
        return nil
    }

    /// An initialiser declaration as the shape records it: its signature without attributes or body.
    static func requirement(_ initializer: InitializerDeclSyntax) -> InitializerRequirement {
        let parameters = initializer.signature.parameterClause.parameters.map { parameter in
            InitializerRequirement.Parameter(
                label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text,
                type: parameter.type.trimmedDescription)
        }
        return InitializerRequirement(parameters: parameters)
    }
}
