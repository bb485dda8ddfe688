/// A base class standing for the coordinator protocol that declares no `start` of its own: `class
/// BaseCoordinator { let router: Router; var childCoordinators: [BaseCoordinator]; init(router:) }`, whose
/// subclasses each declare `func start()` without `override`. A new flow declares its `start()` the same
/// way, for there is nothing to override (`shape.baseClassStarts: false`). Left unrecorded where a class
/// of the chain, or an extension of one, declares a `start`, or where the chain ends in a class the app
/// does not declare (whose members coordgen cannot read).
struct BaseClassWithoutStart {
    let index: DeclarationIndex

    /// Classes outside the app whose members are known to have no `start`.
    private static let knownWithoutStart: Set<String> = ["NSObject"]

    func complete(_ result: inout ProtocolShapeDetector.Result) {
        guard let baseName = result.shape.baseClass, result.shape.baseClassConforms != false, result.shape.startScreen == nil,
            result.shape.resultBase == nil, result.shape.baseClassStarts == nil,
            // SwiftUI routes and flags start no flow with start(): nothing to record there.
            result.shape.routes == nil, result.shape.flags == nil, result.shape.heldChildren == nil,
            let base = index.type(named: baseName, kinds: [.class])
        else { return }
        let chain = index.classChain(from: base)
        guard !chain.contains(where: declaresStart), endsInTheApp(chain) else { return }
        result.shape.baseClassStarts = false
        result.findings.append(
            AdoptionFinding(
                "start",
                "\(baseName) declares no start(): each coordinator declares its own, so a new one declares start() without override (shape.baseClassStarts: false)",
                base.reference))
    }

    /// Whether `type` or an extension of it declares a `start` method.
    private func declaresStart(_ type: TypeDeclaration) -> Bool {
        type.functionNames.contains("start") || index.extensions(of: type.name).contains { $0.functionNames.contains("start") }
    }

    /// Whether the chain's top class inherits from nothing, or only from protocols, or from a class known
    /// to have no `start`.
    private func endsInTheApp(_ chain: [TypeDeclaration]) -> Bool {
        guard let top = chain.last, let first = top.inheritedNames.first else { return true }
        return Self.knownWithoutStart.contains(first) || index.type(named: first, kinds: [.protocol]) != nil
    }
}
