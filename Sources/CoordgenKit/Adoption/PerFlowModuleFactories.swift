import SwiftSyntax

/// Module factories declared per flow (`AuthModuleFactory`, `TracksModuleFactory`, each passed to its
/// flow's coordinator as `factory:`) and implemented by one class (`ModuleFactoryImp`), whose methods
/// return a view protocol (`makeLoginOutput() -> LoginView`, `protocol LoginView: BaseView`): the shape
/// records the protocol as `{Name}ModuleFactory`, `{Name}` standing for the flow, and what its methods
/// return as `{Name}View`, `{Name}` standing for the screen.
struct PerFlowModuleFactories {
    let index: DeclarationIndex
    /// The coordinator classes and protocols, whose `{Name}Coordinator` names give the flows.
    let coordinators: Set<String>

    /// The flows' names (`Auth` of `AuthCoordinator`).
    var flows: [String] {
        coordinators.compactMap { NamingScheme.match("\(NamingScheme.placeholder)Coordinator", $0) }.filter { !$0.isEmpty }.sorted()
    }

    /// The protocols a pattern names for the app's flows (`AuthModuleFactory` for `{Name}ModuleFactory`);
    /// none when `type` is no pattern.
    func declarations(of type: String) -> [TypeDeclaration] {
        guard type.contains(NamingScheme.placeholder) else { return [] }
        return flows.compactMap { index.type(named: NamingScheme.apply(type, to: $0), kinds: [.protocol]) }
    }

    /// What the per-flow protocols' methods return, when they agree on a view protocol of the screen's
    /// name (`{Name}View`), and the protocols that view protocol refines (`BaseView`).
    func returnedViewProtocol(of factory: FactoryShape) -> (returns: String?, refines: String?) {
        var patterns: Set<String> = []
        var refines: Set<String> = []
        for function in declarations(of: factory.protocol).flatMap({ ($0.members ?? []).compactMap { $0.decl.as(FunctionDeclSyntax.self) } }
        ) {
            guard let name = NamingScheme.match(factory.method, function.name.text), !name.isEmpty,
                let returned = function.signature.returnClause?.type.trimmedDescription,
                let view = index.type(named: returned, kinds: [.protocol])
            else { return (nil, nil) }
            patterns.insert(NamingSchemeDetector.replacingFirst(name, in: returned))
            refines.insert(view.inherited.joined(separator: ", "))
        }
        guard patterns.count == 1, refines.count == 1, let refined = refines.first, !refined.isEmpty else { return (nil, nil) }
        return (patterns.first, refined)
    }

    /// The initialiser at least two of `classes` declare alike once each one's flow name in it stands
    /// for `{Name}` (`init(router: Router, factory: {Name}ModuleFactory)`).
    static func sharedInitializer(
        among classes: [TypeDeclaration], requirement: (InitializerDeclSyntax) -> InitializerRequirement
    ) -> InitializerRequirement? {
        var counts: [String: (Int, InitializerRequirement)] = [:]
        for coordinator in classes {
            let initializers = (coordinator.members ?? []).compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            guard let flow = NamingScheme.match("\(NamingScheme.placeholder)Coordinator", coordinator.name), !flow.isEmpty,
                initializers.count == 1, let own = initializers.first.map(requirement), own.signature.contains(flow)
            else { continue }
            let pattern = InitializerRequirement(
                signature: NamingSchemeDetector.replacingFirst(flow, in: own.signature),
                parameters: own.parameters.map {
                    .init(label: $0.label, name: $0.name, type: NamingSchemeDetector.replacingFirst(flow, in: $0.type))
                })
            counts[pattern.signature, default: (0, pattern)].0 += 1
        }
        if let (count, shared) = counts.values.max(by: { $0.0 < $1.0 }), count >= 2 { return shared }
        return nil
    }
}
