/// A coordinator protocol whose flows start through a method named otherwise than `start`: `protocol
/// FlowController { func startFlow() }`, `protocol Coordinator: AnyObject { var navigationController:
/// UINavigationController { get }; func startCoordinator() }`. The protocol requires no `start`, and
/// exactly one of its methods is named `start…` (a capital letter after `start`), takes nothing, returns
/// nothing and is implemented by no extension of the protocol: that is how its flows start. A new flow
/// implements it, and its parent and its test call it (`shape.startMethod`).
///
/// Left unrecorded where the coordinators share a base class standing for the protocol (its own `start…`
/// may be a hook its `start()` calls), where the protocol requires a `start` of any arity (including
/// `start(with option:)`, ``OptionStartDetector``), and where two such methods leave the choice open.
struct StartUnderAnotherName {
    let index: DeclarationIndex
    let declaration: TypeDeclaration

    func complete(_ result: inout ProtocolShapeDetector.Result) {
        let shape = result.shape
        guard shape.startMethod == nil, shape.optionStart == nil, shape.baseClass == nil, shape.routes == nil, shape.flags == nil,
            shape.resultBase == nil
        else { return }
        let signatures = shape.otherRequirements.map(RequirementSignature.init)
        guard !signatures.contains(where: { $0.isFunction("start") }) else { return }
        let candidates = signatures.filter { signature in
            signature.isFunction(signature.name, labels: []) && signature.returnType == nil && Self.isStartLike(signature.name)
        }
        guard candidates.count == 1, let method = candidates.first?.name, !providedByExtension(method) else { return }
        result.shape.startMethod = method
        result.findings.append(
            AdoptionFinding(
                "start",
                "\(declaration.name)'s flows start with \(method)(), its one start method: a new flow implements \(method)() and its parent calls it (shape.startMethod)",
                declaration.reference))
    }

    /// `startFlow`, `startCoordinator`: `start` followed by a word of its own.
    static func isStartLike(_ name: String) -> Bool {
        guard name.hasPrefix("start"), let next = name.dropFirst(5).first else { return false }
        return next.isUppercase
    }

    /// Whether an extension of the protocol implements `method` for every coordinator (then it is no
    /// entry point each flow writes).
    private func providedByExtension(_ method: String) -> Bool {
        index.extensions(of: declaration.name).contains { $0.functionNames.contains(method) }
    }
}
