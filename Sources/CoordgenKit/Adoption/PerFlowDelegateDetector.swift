import SwiftSyntax

/// Reads apps whose flows each declare a delegate protocol of their own, which the flow's parent adopts
/// (`protocol SignInCoordinatorDelegate: AnyObject { func signInCoordinatorDidFinish(_ coordinator:
/// SignInCoordinator, keeper: Keeper) }`, `weak var delegate: SignInCoordinatorDelegate?` in
/// `SignInCoordinator`, `extension AppCoordinator: SignInCoordinatorDelegate { … }`).
///
/// ``ProtocolShapeDetector`` records the first such protocol it meets as everyone's, with its method's
/// arguments; this detector replaces that with what varies per flow: the protocol's name and its finish
/// method as patterns (`{Name}CoordinatorDelegate`, `{name}CoordinatorDidFinish(_:)`), the method taking
/// the finished coordinator only, so that `new coordinator --parent P` declares the new flow's own
/// protocol and makes P adopt it (``PerFlowDelegateFinish``).
struct PerFlowDelegateDetector {
    let index: DeclarationIndex
    let declaration: TypeDeclaration

    /// One flow's own delegate: the coordinator, its property, the protocol and its finish method.
    struct FlowDelegate {
        let coordinator: String
        let stem: String
        let property: String
        let protocolDeclaration: TypeDeclaration
        let method: FunctionDeclSyntax?
    }

    func complete(_ result: inout ProtocolShapeDetector.Result) {
        var shape = result.shape
        guard shape.finish.kind == .delegate || shape.finish.kind == .none, shape.finish.delegatePerFlow == nil else { return }
        let coordinators = CoordinatorConformances(index: index, protocolName: shape.name).coordinators.map(\.type)
        let prefixes = ProtocolPrefixes(index)
        let delegates = coordinators.compactMap { flowDelegate(of: $0, prefixes: prefixes) }
        guard delegates.count >= 2 || Self.isOneFlowsOwn(delegates, recorded: shape.finish) else { return }
        // A delegate the protocol declares for every coordinator is the app's finish; per-flow ones are extras.
        if shape.finish.kind == .delegate, let recorded = shape.finish.protocol,
            !delegates.contains(where: { $0.protocolDeclaration.name == recorded })
        {
            return
        }
        let patterns = delegates.map { Self.protocolPattern($0) }
        let coordinatorTypes = Set([shape.name, shape.baseClass, shape.superclass].compactMap { $0 })
        let methods = delegates.compactMap { Self.methodPattern($0, coordinatorTypes: coordinatorTypes) }
        guard let protocolPattern = Self.mostCommon(patterns), let method = Self.mostCommon(methods.map(\.pattern)),
            let property = Self.mostCommon(delegates.map(\.property))
        else { return }
        let classBound = delegates.allSatisfy(\.protocolDeclaration.isClassBound)
        shape.finish = FinishMechanism(
            kind: .delegate, protocol: protocolPattern, classBound: classBound, property: property, flowMethod: method,
            delegatePerFlow: true)
        result.shape = shape
        let position = result.findings.firstIndex { $0.topic == "finish" } ?? result.findings.endIndex
        result.findings.removeAll { $0.topic == "finish" }
        let extras = Set(methods.flatMap(\.extraLabels)).sorted().map { "\($0):" }
        var explanation =
            "delegate per flow: each coordinator declares a delegate protocol of its own, which its parent adopts (\(delegates.map(\.protocolDeclaration.name).sorted().joined(separator: ", "))); a new flow declares \(protocolPattern) with \(method), held in \(classBound ? "weak " : "")var \(property)"
        if !extras.isEmpty {
            explanation +=
                "; the arguments some flows pass besides the coordinator (\(extras.joined(separator: ", "))) are theirs and are not copied"
        }
        result.findings.insert(
            AdoptionFinding("finish", explanation, delegates[0].protocolDeclaration.reference), at: min(position, result.findings.endIndex))
    }

    // MARK: What each flow declares

    /// The coordinator's own delegate: a stored property typed by a protocol named after the coordinator
    /// (`SignInCoordinatorDelegate` in `SignInCoordinator`), or after its flow and adopted by another
    /// type, its parent, for a finish method (`AuthRootCoordinatorProtocol` with `authFinished(_:)` in
    /// `AuthCoordinator`, ``flowsParentProtocol(_:coordinator:stem:)``).
    private func flowDelegate(of coordinator: TypeDeclaration, prefixes: ProtocolPrefixes) -> FlowDelegate? {
        guard coordinator.name.hasSuffix("Coordinator"), coordinator.name.count > "Coordinator".count else { return nil }
        let stem = String(coordinator.name.dropLast("Coordinator".count))
        // Both kinds of delegate are protocols whose names start with `stem` (the coordinator's name starts with it).
        guard prefixes.someName(mayStartWith: stem) else { return nil }
        for item in coordinator.members ?? [] {
            guard let variable = item.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let annotation = binding.typeAnnotation
            else { continue }
            let type = TypeText(syntax: annotation.type).baseName
            if type.hasPrefix(coordinator.name), type.hasSuffix("Delegate"), let declared = index.type(named: type, kinds: [.protocol]) {
                return FlowDelegate(
                    coordinator: coordinator.name, stem: stem, property: name, protocolDeclaration: declared,
                    method: Self.finishMethod(of: declared))
            }
            if let (declared, method) = flowsParentProtocol(type, coordinator: coordinator, stem: stem) {
                return FlowDelegate(coordinator: coordinator.name, stem: stem, property: name, protocolDeclaration: declared, method: method)
            }
        }
        return nil
    }

    /// The protocol's finish method: the first whose name mentions finishing or ending, else its only one.
    private static func finishMethod(of delegate: TypeDeclaration) -> FunctionDeclSyntax? {
        let methods = (delegate.members ?? []).compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        let saysFinish = methods.first { method in
            let lowered = method.name.text.lowercased()
            return ["finish", "didend", "complete", "close", "done"].contains { lowered.contains($0) }
        }
        return saysFinish ?? (methods.count == 1 ? methods.first : nil)
    }

    /// `{Name}CoordinatorDelegate` from `SignInCoordinatorDelegate`.
    private static func protocolPattern(_ delegate: FlowDelegate) -> String {
        NamingScheme.placeholder + delegate.protocolDeclaration.name.dropFirst(delegate.stem.count)
    }

    /// `{name}CoordinatorDidFinish(_:)` from `signInCoordinatorDidFinish(_ coordinator: SignInCoordinator,
    /// keeper: Keeper)`: the name with the flow's name as the placeholder, the label of the parameter
    /// taking the coordinator (typed by its class, else by the coordinator protocol or base class); the
    /// other parameters' labels are the flow's own.
    private static func methodPattern(_ delegate: FlowDelegate, coordinatorTypes: Set<String>) -> (pattern: String, extraLabels: [String])?
    {
        guard let method = delegate.method else { return nil }
        let parameters = Array(method.signature.parameterClause.parameters)
        guard
            let coordinator = parameters.first(where: { TypeText(syntax: $0.type).baseName == delegate.coordinator })
                ?? parameters.first(where: { coordinatorTypes.contains(TypeText(syntax: $0.type).baseName) })
        else { return nil }
        let name = method.name.text
            .replacingOccurrences(of: delegate.stem.lowerCamelCased, with: PerFlowDelegateFinish.lowerPlaceholder)
            .replacingOccurrences(of: delegate.stem, with: NamingScheme.placeholder)
        let extras = parameters.filter { $0.id != coordinator.id }.map(\.firstName.text)
        return ("\(name)(\(coordinator.firstName.text):)", extras)
    }

    /// The value most often found; among equals one naming the flow (`{name}Finished(_:)` before
    /// `finished(_:)`: a parent adopting two flows' protocols cannot declare one method twice), then the
    /// first in order.
    private static func mostCommon(_ values: [String]) -> String? {
        let counts = Dictionary(values.map { ($0, 1) }, uniquingKeysWith: +)
        func namesFlow(_ value: String) -> Int {
            value.contains(NamingScheme.placeholder) || value.contains(PerFlowDelegateFinish.lowerPlaceholder) ? 1 : 0
        }
        return counts.sorted { ($0.value, namesFlow($0.key), $1.key) > ($1.value, namesFlow($1.key), $0.key) }.first?.key
    }
}
