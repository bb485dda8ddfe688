import SwiftSyntax

/// The router a new flow shows its screens through where the app's protocol declares no navigation
/// controller — instead of a flow that creates its first screen and shows it nowhere. Either the
/// initialiser new flows get already takes one (`init(router: Routable)`, which the coordinators share),
/// or the parent keeps a router of its own (`private let router: Router`) and hands it to the flows it
/// starts (`MainFlowCoordinator(router: router)`): the new coordinator is then made with it too. The flow
/// pushes its first screen through the router and pops it when it closes, with the router's own calls.
struct NewFlowRouter {
    /// The router as the new flow holds it.
    let router: HeldRouter
    /// The router as the parent holds it, where the flow is given the parent's.
    let parentsRouter: HeldRouter?

    /// The router of the new flow of `request`, started by `parent`; nil where the protocol declares a
    /// navigation controller, the flow is presented or reaches its stack through a dependency, or
    /// neither its initialiser nor its parent has a router.
    static func find(
        for request: CoordinatorRequest, parent: CoordinatorNameResolver.Resolution?, sources: inout ProjectSources
    ) throws -> NewFlowRouter? {
        let shape = request.shape.protocol
        guard shape.navigation == nil, !request.options.presentsModally, request.conventions.writtenNestedDependency == nil else {
            return nil
        }
        let index = request.project.model.index
        let flowClass = request.conventions.flowClass
        if let taken = request.conventions.storedParameters.lazy.compactMap({ HeldRouter.passed($0, declaredBy: flowClass, index: index) })
            .first
        {
            return NewFlowRouter(router: taken, parentsRouter: nil)
        }
        if let inherited = inheritedRouter(of: request) { return inherited }
        guard let parent, shape.initializers.isEmpty, let held = try router(ownedBy: parent, request: request, sources: &sources),
            !request.conventions.initParameters.contains(where: { $0.name == held.property }),
            !(shape.properties ?? []).contains(where: { $0.name == held.property }),
            !baseClassDeclares(held.property, shape: shape, index: index)
        else { return nil }
        return NewFlowRouter(router: held.storedUnwrapped, parentsRouter: held)
    }

    /// `request` with the parent's router among the properties a new coordinator is given through its
    /// initialiser, which the parent passes (`ZebraCoordinator(router: router)`); `request` itself where
    /// the initialiser takes a router already.
    func adapting(_ request: CoordinatorRequest) -> CoordinatorRequest {
        guard let parentsRouter else { return request }
        var shape = request.shape
        shape.protocol.properties =
            (shape.protocol.properties ?? []) + [
                PropertyRequirement(name: parentsRouter.property, type: parentsRouter.type, optional: false, settable: false)
            ]
        return request.with(shape: shape)
    }

    /// What `init` did not record and generation decided: where the flow's screens are shown.
    func note(protocolName: String, parentClass: String?, flowClass: String) -> String {
        let source =
            if let parentsRouter, let parentClass {
                "\(parentClass) holds a router in `\(parentsRouter.access)`, so \(flowClass) is made with it, as \(parentClass) hands it to its flows,"
            } else if router.declaredBy != flowClass {
                "\(flowClass) inherits the router `\(router.access)` from \(router.declaredBy), which its initialiser hands on, as the app's coordinators do,"
            } else {
                "\(flowClass) is made with a router in `\(router.access)`, as the app's coordinators are,"
            }
        return "\(protocolName) declares no navigation controller; \(source) and shows its first screen through it (\(router.pushCall))"
    }

    /// The router the new flow inherits from the base class it subclasses, which its initialiser hands
    /// on to the base (`init(router: RouterType)` → `super.init(router: router)`, ``BaseClassOnlyInitializer``).
    private static func inheritedRouter(of request: CoordinatorRequest) -> NewFlowRouter? {
        guard let base = request.shape.protocol.baseClass,
            let inherited = HeldRouter.inherited(fromBase: base, index: request.project.model.index),
            request.conventions.initParameters.contains(where: { $0.name == inherited.property })
        else { return nil }
        return NewFlowRouter(router: inherited, parentsRouter: nil)
    }

    /// The router `parent`'s class declares itself (not one it inherits, which a new flow may inherit too).
    private static func router(
        ownedBy parent: CoordinatorNameResolver.Resolution, request: CoordinatorRequest, sources: inout ProjectSources
    ) throws -> HeldRouter? {
        guard let file = try CoordinatorMethodWriter(resolution: parent, in: request.project).classFile(in: &sources) else { return nil }
        do {
            let held = try HeldRouter.find(inClass: parent.className, source: sources.text(of: file), index: request.project.model.index)
            return held?.declaredBy == parent.className ? held : nil
        } catch let error as SourceEditError {
            throw GeneratorError.sourceEdit(file: request.project.displayPath(of: file), reason: error.description)
        }
    }

    /// Whether the coordinators' base class, or a class it inherits from, declares a property `name`.
    private static func baseClassDeclares(_ name: String, shape: ProtocolShape, index: DeclarationIndex) -> Bool {
        guard let base = (shape.baseClass ?? shape.superclass).flatMap({ index.type(named: $0, kinds: [.class]) }) else { return false }
        return index.classChain(from: base).contains { type in
            (type.members ?? []).contains { member in
                member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                } ?? false
            }
        }
    }
}
