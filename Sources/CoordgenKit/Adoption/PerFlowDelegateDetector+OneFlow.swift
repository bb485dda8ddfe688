import SwiftSyntax

extension PerFlowDelegateDetector {
    /// Whether the delegate recorded as everyone's finish is one flow's own: the only flow delegate found,
    /// named after its coordinator, with a finish method taking that coordinator's class
    /// (`finishSignInFlow(coordinator: SignInCoordinator)`). No other flow can report through it, so a new
    /// flow declares one of its own, named and shaped alike, as where several flows do so.
    static func isOneFlowsOwn(_ delegates: [FlowDelegate], recorded: FinishMechanism) -> Bool {
        guard delegates.count == 1, let delegate = delegates.first, recorded.kind == .delegate,
            recorded.protocol == delegate.protocolDeclaration.name, let method = delegate.method
        else { return false }
        return method.signature.parameterClause.parameters.contains { parameter in
            TypeText(syntax: parameter.type).baseName == delegate.coordinator
        }
    }
}

extension PerFlowDelegateDetector {
    /// A protocol named after the coordinator's flow (`AuthRootCoordinatorProtocol` for `AuthCoordinator`),
    /// that the coordinator does not adopt itself but another type does (its parent, `extension
    /// AppCoordinator: AuthRootCoordinatorProtocol`), with a method saying the flow finished
    /// (`authFinished(_:)`): the flow's own way to tell its parent, whatever its name ends in.
    func flowsParentProtocol(_ type: String, coordinator: TypeDeclaration, stem: String) -> (TypeDeclaration, FunctionDeclSyntax)? {
        guard type.hasPrefix(stem), type != coordinator.name, let declared = index.type(named: type, kinds: [.protocol]) else { return nil }
        let adopters = index.declarations.filter { $0.inheritedNames.contains(type) }.map(\.name)
        guard !adopters.isEmpty, !adopters.contains(coordinator.name) else { return nil }
        let methods = (declared.members ?? []).compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        guard let method = methods.first(where: { $0.name.text.lowercased().contains("finish") }) else { return nil }
        return (declared, method)
    }
}
