import Foundation
import SwiftSyntax

extension FamilyShapeDetector {
    // MARK: The initialiser

    /// The initialiser a new coordinator has when the protocol requires none: the one at least two of the
    /// base class's subclasses declare alike, else the only one among `members` (the base class's, when
    /// the protocol is constrained to it; an app whose base class implements the protocol keeps
    /// recording none, and its coordinators get one passing the navigation controller).
    func sharedInitializer(base: TypeDeclaration, members: [DeclSyntax]) -> InitializerRequirement? {
        if let shared = sharedInitializer(among: index.types.filter { $0.kind == .class && $0.inherited.first == base.name }) {
            return shared
        }
        let own = members.compactMap { $0.as(InitializerDeclSyntax.self) }
        return own.count == 1 ? own.first.map(Self.requirement) : nil
    }

    /// The initialiser at least two classes conforming to `protocolName` directly declare alike.
    func sharedInitializer(conformingTo protocolName: String) -> InitializerRequirement? {
        sharedInitializer(among: index.types.filter { $0.kind == .class && $0.inherited.contains(protocolName) })
    }

    /// The initialiser at least two of `classes` declare alike, each declaring only that one.
    func sharedInitializer(among classes: [TypeDeclaration]) -> InitializerRequirement? {
        var counts: [String: (Int, InitializerRequirement)] = [:]
        for subclass in classes {
            let initializers = (subclass.members ?? []).compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            guard initializers.count == 1, let requirement = initializers.first.map(Self.requirement) else { continue }
            counts[requirement.signature, default: (0, requirement)].0 += 1
        }
        if let (count, shared) = counts.values.max(by: { $0.0 < $1.0 }), count >= 2 { return shared }
        return PerFlowModuleFactories.sharedInitializer(among: classes, requirement: Self.requirement)
    }

    /// An initialiser declaration as the shape records it: its signature without attributes or body.
    static func requirement(_ initializer: InitializerDeclSyntax) -> InitializerRequirement {
        let parameters = initializer.signature.parameterClause.parameters.map { parameter in
            InitializerRequirement.Parameter(
                label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text,
                type: parameter.type.trimmedDescription)
        }
        let text = parameters.map { ($0.label == $0.name ? "" : "\($0.label) ") + "\($0.name): \($0.type)" }.joined(separator: ", ")
        return InitializerRequirement(signature: "init(\(text))", parameters: parameters)
    }
}
