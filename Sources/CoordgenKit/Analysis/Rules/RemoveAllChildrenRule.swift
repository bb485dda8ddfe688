import SwiftSyntax

/// `remove-all-children`: a finish callback that empties `childCoordinators` drops the finished child's
/// running siblings too — the bug of the widely copied template.
public struct RemoveAllChildrenRule: DoctorRule {
    public let id = "remove-all-children"
    public let summary = "a finish callback removes every child, not only the one that finished"

    public init() {}

    public func check(_ app: AnalyzedApp) -> [Finding] {
        let children = app.conventions.childrenProperty
        var findings: [Finding] = []
        for callback in FinishCallback.all(in: app) {
            for call in SyntaxSearch.calls(in: callback.node)
            where SyntaxNames.isOnChildren(call, app.conventions) && SyntaxNames.calledName(call) == "removeAll"
                && SyntaxNames.closureArgument(call) == nil
            {
                findings.append(report(app, call, callback))
            }
            for sequence in SyntaxSearch.sequences(in: callback.node) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                    SyntaxNames.lastName(elements[0]) == children,
                    Self.isEmptyArray(elements[2])
                else { continue }
                findings.append(report(app, sequence, callback))
            }
        }
        return findings
    }

    /// `[]`, `[Coordinator]()` or `.init()`: an empty array, however it is written.
    static func isEmptyArray(_ expression: ExprSyntax) -> Bool {
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else {
            return false
        }
        if let array = call.calledExpression.as(ArrayExprSyntax.self) { return array.elements.count == 1 }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return member.base == nil && member.declName.baseName.text == "init"
        }
        return false
    }

    private func report(_ app: AnalyzedApp, _ node: some SyntaxProtocol, _ callback: FinishCallback) -> Finding {
        let children = app.conventions.childrenProperty
        return app.finding(
            self, .error, at: node, in: callback.file,
            "`\(callback.name)` empties \(children) when one child finishes, dropping its running siblings",
            fix: "remove only the finished child, by identity: \(children).removeAll { $0 === child }")
    }
}
