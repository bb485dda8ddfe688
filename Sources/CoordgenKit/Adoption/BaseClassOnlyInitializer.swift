import SwiftSyntax

/// The initialiser a new coordinator takes where nothing else records one and the base class it
/// subclasses can only be made through its own designated initialiser (`init(router: RouterType)`,
/// `init(assembler: Assembler, router: Routable)`, with no `init()`): the new flow takes those parameters
/// and hands them to the base (``PassedToBaseInit``, inheriting the initialiser where it stores nothing of
/// its own), and its parent passes its own properties of the same names, as it does for its other children
/// (`HomeCoordinator(router: router, …)`). Without it a new flow is made `ZebraCoordinator()`, which the
/// base class does not allow.
struct BaseClassOnlyInitializer {
    let index: DeclarationIndex

    func complete(_ result: inout ProtocolShapeDetector.Result) {
        var shape = result.shape
        // Not where the route families hand a flow its navigator, nor where the protocol is constrained to
        // the base (`protocol Coordinator: BaseCoordinator`): their initialisers are recorded as they are. A
        // router is handed on so only where the base class stores it itself (`let router: Router`).
        guard shape.navigation == nil, shape.routes == nil, shape.superclass == nil, shape.passedToBaseInit == nil,
            shape.flowType?.baseInitLabel == nil, shape.baseInitCall == nil,
            let baseName = shape.baseClass, let base = index.type(named: baseName, kinds: [.class]), !base.isGeneric,
            shape.router.map({ storesProperty($0.property, from: base) }) ?? true,
            let (owner, initializer) = onlyDesignatedInitializer(from: base)
        else { return }
        let baseInit = FamilyShapeDetector.requirement(initializer)
        if let recorded = shape.initializers.first {
            // The initialiser the siblings share takes the base's parameters among its own: it hands them on.
            guard shape.initializers.count == 1, baseInit.parameters.allSatisfy({ recorded.parameters.contains($0) }) else { return }
        } else {
            shape.initializers = [baseInit]
        }
        shape.passedToBaseInit = baseInit.parameters.map(\.name)
        result.shape = shape
        let call = PassedToBaseInit.call(in: shape, parameters: baseInit.parameters) ?? "super.init"
        let taken = shape.initializers[0].signature
        result.findings.append(
            AdoptionFinding(
                "init",
                "\(owner.name)'s only designated initialiser is \(baseInit.signature) (it has no init()): a new coordinator takes \(taken), hands the base its part with \(call) and its parent passes its own properties of those names (shape.initializers, shape.passedToBaseInit)",
                owner.file.reference(to: DeclSyntax(initializer))))
    }

    /// Whether `base` or a class it inherits from declares the stored property `name`.
    private func storesProperty(_ name: String, from base: TypeDeclaration) -> Bool {
        index.classChain(from: base).contains { type in
            (type.members ?? []).contains { FamilyShapeDetector.storedProperty($0.decl)?.0 == name }
        }
    }

    /// The nearest class of `base`'s chain declaring initialisers, and its one designated initialiser,
    /// where that takes parameters none of which has a default value.
    func onlyDesignatedInitializer(from base: TypeDeclaration) -> (TypeDeclaration, InitializerDeclSyntax)? {
        for type in index.classChain(from: base) {
            let initializers = (type.members ?? []).compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            guard !initializers.isEmpty else { continue }
            let designated = initializers.filter { initializer in
                !initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) } && initializer.optionalMark == nil
            }
            guard designated.count == 1, let only = designated.first else { return nil }
            let parameters = only.signature.parameterClause.parameters
            guard !parameters.isEmpty, parameters.allSatisfy({ $0.defaultValue == nil && $0.ellipsis == nil }) else { return nil }
            return (type, only)
        }
        return nil
    }
}
