import SwiftSyntax

/// The other requirements of a finish-delegate protocol that, like its finish method, take the finished
/// coordinator first (`func coordinatorDidFinish(childCoordinator: Coordinator, splashEvent: Event)`
/// beside `coordinatorDidFinish(childCoordinator:)`): a new coordinator that conforms to the protocol
/// declares each too, dropping the child as the finish method does, or the conformance does not
/// compile. Requirements an extension of the protocol implements are left out.
struct FinishDelegateOtherMethods {
    let index: DeclarationIndex

    /// Each as a declaration on one line, its first parameter bound to the name the finish method's
    /// handler binds (its label, or `childCoordinator` where it has none); nil where there are none.
    func read(_ delegate: TypeDeclaration, finishMethod: FunctionDeclSyntax) -> [String]? {
        guard let first = finishMethod.signature.parameterClause.parameters.first else { return nil }
        let implemented = Set(
            index.extensions(of: delegate.name).flatMap { Array($0.members ?? []) }.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text })
        let others = (delegate.members ?? []).compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter { method in
            guard method.position != finishMethod.position, !implemented.contains(method.name.text),
                let parameter = method.signature.parameterClause.parameters.first
            else { return false }
            return parameter.firstName.text == first.firstName.text && parameter.type.trimmedDescription == first.type.trimmedDescription
        }
        let written = others.map { Self.declaration($0, childLabel: first.firstName.text) }
        return written.isEmpty ? nil : written
    }

    /// `method` without attributes, comments or a body, its first parameter's internal name dropped (or
    /// `childCoordinator` where it has no label).
    private static func declaration(_ method: FunctionDeclSyntax, childLabel: String) -> String {
        var parameters = Array(method.signature.parameterClause.parameters)
        let bound: TokenSyntax? = childLabel == "_" ? .identifier("childCoordinator") : nil
        parameters[0] = parameters[0].with(\.secondName, bound).with(\.firstName, parameters[0].firstName.with(\.trailingTrivia, bound == nil ? [] : .space))
        let clause = method.signature.parameterClause.with(\.parameters, FunctionParameterListSyntax(parameters))
        let bare = method.with(\.attributes, []).with(\.modifiers, []).with(\.body, nil)
            .with(\.signature, method.signature.with(\.parameterClause, clause))
        return DeclSyntax(bare).requirementText
    }
}
