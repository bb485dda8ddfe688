import SwiftSyntax

/// Reads apps whose coordinators hold their parent by its class, a different class in each flow
/// (`weak var parentCoordinator: MainCoordinator?` in one, `TabBarCoordinator?` in another), and finish
/// by calling either a method their parent declares for them alone
/// (`parentCoordinator?.childTabBarCoordinatorDidFinish(self)`) or one every parent has alike
/// (`parentCoordinator?.removeChildCoordinator(self)`).
///
/// ``ProtocolShapeDetector`` records the first such method it meets as everyone's, with its parent's
/// class; this detector replaces that with what varies per flow: the parent's type (`{Parent}` in the
/// initialiser), the per-flow method as a pattern (`child{Name}CoordinatorDidFinish(_:)`) and the
/// generic method, so that `new coordinator --parent P` can type the new flow's parent `P?` and finish
/// it the way P's own children do (``PerFlowParentFinish``).
struct PerFlowParentDetector {
    let index: DeclarationIndex
    let declaration: TypeDeclaration

    /// What stands for the parent's class in a recorded initialiser (`parentCoordinator: {Parent}?`).
    static let parentPlaceholder = "{Parent}"

    func complete(_ result: inout ProtocolShapeDetector.Result) {
        var shape = result.shape
        guard shape.finish.kind == .parent, shape.finish.parentPerFlow == nil, let property = shape.finish.property else { return }
        let coordinators = CoordinatorConformances(index: index, protocolName: shape.name).coordinators.map(\.type)
        let parentTypes = Self.parentTypes(named: property, in: coordinators)
        guard Set(parentTypes.values).count >= 2 else { return }
        let calls = coordinators.flatMap { Self.calls(through: property, in: $0) }
        let generic = genericMethod(calls)
        let perFlow = flowMethod(calls, coordinators: coordinators)
        shape.finish = FinishMechanism(
            kind: .parent, property: property, weak: shape.finish.weak, method: generic?.name, labels: generic.map { [$0.label] },
            parameterType: generic?.parameterType, parentPerFlow: true, flowMethod: perFlow)
        shape.initializers = shape.initializers.map { Self.typingParent(property, in: $0) }
        result.shape = shape
        result.findings.removeAll { $0.topic == "finish" || $0.topic == "init" }
        let typed = Dictionary(grouping: parentTypes, by: \.value).map { "\($0.key) in \($0.value.count)" }.sorted()
        var explanation =
            "parent per flow: each coordinator's \(property) is typed by the class that starts it (\(typed.joined(separator: ", "))), so a new flow's is its --parent's"
        if let perFlow {
            explanation += "; parents that declare a \(perFlow) for each child get one for the new flow"
        }
        if let generic {
            explanation += "; \(perFlow == nil ? "parents" : "others") are told through \(generic.name)(\(generic.label):), which \(generic.owner)"
        }
        if perFlow == nil && generic == nil {
            explanation += "; no finish method the children call is shared, so a new flow tells its parent nothing"
        }
        result.findings.append(AdoptionFinding("finish", explanation, declaration.reference))
        if let initializer = shape.initializers.first {
            result.findings.append(
                AdoptionFinding("init", "\(initializer.signature) (\(Self.parentPlaceholder) is the class of the flow's parent)", declaration.reference))
        }
    }

    // MARK: What the coordinators hold

    /// The parent property's type in each coordinator that declares it (`MainCoordinator`), by class.
    private static func parentTypes(named property: String, in coordinators: [TypeDeclaration]) -> [String: String] {
        var types: [String: String] = [:]
        for coordinator in coordinators {
            for item in coordinator.members ?? [] {
                guard let variable = item.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                    binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property,
                    let annotation = binding.typeAnnotation
                else { continue }
                types[coordinator.name] = TypeText(syntax: annotation.type).baseName
            }
        }
        return types
    }

    /// A call a coordinator makes on its parent, passing itself first (`parentCoordinator?.x(self)`).
    private struct ParentCall {
        let caller: String
        let method: String
        let arguments: Int
    }

    private static func calls(through property: String, in coordinator: TypeDeclaration) -> [ParentCall] {
        guard let body = coordinator.memberBlock else { return [] }
        let finder = ParentCallFinder(property: property)
        finder.walk(body)
        return finder.found.map { ParentCall(caller: coordinator.name, method: $0.method, arguments: $0.arguments) }
    }

    // MARK: The methods the parents declare

    /// The method children call on any parent that every parent has: a requirement of the coordinator
    /// protocol taking one coordinator, whose name says it removes or finishes (`removeChildCoordinator`).
    private func genericMethod(_ calls: [ParentCall]) -> (name: String, label: String, parameterType: String, owner: String)? {
        let called = Set(calls.filter { $0.arguments == 1 }.map(\.method))
        let requirements = (declaration.members ?? []).compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        for method in requirements where called.contains(method.name.text) && Self.saysFinish(method.name.text) {
            let parameters = method.signature.parameterClause.parameters
            guard parameters.count == 1, let parameter = parameters.first else { continue }
            return (method.name.text, parameter.firstName.text, parameter.type.trimmedDescription, "\(declaration.name) requires of every coordinator")
        }
        return nil
    }

    /// The pattern of the methods a parent declares for one child each (`child{Name}CoordinatorDidFinish(_:)`):
    /// a one-argument method called by a coordinator whose name holds that coordinator's flow name.
    private func flowMethod(_ calls: [ParentCall], coordinators: [TypeDeclaration]) -> String? {
        var patterns: [String: Int] = [:]
        for call in calls where Self.saysFinish(call.method) {
            let stem = call.caller.hasSuffix("Coordinator") ? String(call.caller.dropLast("Coordinator".count)) : call.caller
            guard !stem.isEmpty, call.method.contains(stem), let label = oneArgumentLabel(of: call.method, takingAny: coordinators)
            else { continue }
            let pattern = call.method.replacingOccurrences(of: stem, with: NamingScheme.placeholder) + "(\(label):)"
            patterns[pattern, default: 0] += 1
        }
        return patterns.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first?.key
    }

    /// The argument label of the coordinators' method `name`, where one declares it with one parameter.
    private func oneArgumentLabel(of name: String, takingAny coordinators: [TypeDeclaration]) -> String? {
        for coordinator in coordinators {
            for item in coordinator.members ?? [] {
                guard let function = item.decl.as(FunctionDeclSyntax.self), function.name.text == name,
                    function.signature.parameterClause.parameters.count == 1
                else { continue }
                return function.signature.parameterClause.parameters.first?.firstName.text
            }
        }
        return nil
    }

    private static func saysFinish(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["finish", "remove", "didend", "done"].contains { lowered.contains($0) }
    }

    /// The initialiser with the parent parameter typed `{Parent}` (optional as recorded).
    private static func typingParent(_ property: String, in initializer: InitializerRequirement) -> InitializerRequirement {
        let parameters = initializer.parameters.map { parameter -> InitializerRequirement.Parameter in
            guard parameter.name == property else { return parameter }
            let optional = parameter.type.hasSuffix("?") || parameter.type.hasSuffix("!")
            return .init(label: parameter.label, name: parameter.name, type: parentPlaceholder + (optional ? "?" : ""))
        }
        guard parameters != initializer.parameters else { return initializer }
        return InitializerRequirement(parameters: parameters)
    }
}

/// Finds `property?.method(self, …)` and `self.property?.method(self, …)` calls.
private final class ParentCallFinder: SyntaxVisitor {
    let property: String
    var found: [(method: String, arguments: Int)] = []

    init(property: String) {
        self.property = property
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            holdsParent(base), node.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            found.append((member.declName.baseName.text, node.arguments.count))
        }
        return .visitChildren
    }

    private func holdsParent(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        if let chained = expression.as(OptionalChainingExprSyntax.self) { expression = chained.expression }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == property }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text == property
        }
        return false
    }
}
