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
