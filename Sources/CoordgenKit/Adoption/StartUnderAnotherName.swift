import SwiftSyntax

/// A coordinator protocol whose flows start through a method named otherwise than `start`: `protocol
/// FlowController { func startFlow() }`, `protocol Coordinator: AnyObject { var navigationController:
/// UINavigationController { get }; func startCoordinator() }`, `protocol ScreenFlow { func begin() }`,
/// `func launch()`. The protocol requires no `start`, and exactly one of its methods is named by an
/// entry verb (`start…` with a word of its own after it, `begin`, `launch`, alone or followed by a word),
/// takes nothing, returns nothing and is implemented by no extension of the protocol: that is how its
/// flows start. A new flow implements it, and its parent and its test call it (`shape.startMethod`).
/// An overload with arguments that an extension implements by calling it (`begin(animated:)`) is not
/// another entry point.
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
        let signatures = shape.otherRequirements.map { RequirementSignature($0) }
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

    /// The verbs a flow's entry method is named with, other than `start` alone.
    static let entryVerbs = ["start", "begin", "launch"]

    /// `startFlow`, `startCoordinator`, `begin`, `beginFlow`, `launch`: an entry verb alone or followed
    /// by a word of its own (`started`, `beginning` are not); `start` alone is the built-in name.
    static func isStartLike(_ name: String) -> Bool {
        entryVerbs.contains { verb in
            guard name.hasPrefix(verb) else { return false }
            guard let next = name.dropFirst(verb.count).first else { return verb != "start" }
            return next.isUppercase
        }
    }

    /// Whether an extension of the protocol implements `method()` itself for every coordinator (then it
    /// is no entry point each flow writes); an overload with arguments (`begin(animated:)`) does not count.
    private func providedByExtension(_ method: String) -> Bool {
        index.extensions(of: declaration.name).contains { extensionDecl in
            (extensionDecl.members ?? []).contains { member in
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { return false }
                return function.name.text == method && function.signature.parameterClause.parameters.isEmpty
            }
        }
    }
}
