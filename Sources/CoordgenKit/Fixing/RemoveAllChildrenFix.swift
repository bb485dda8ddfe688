import SwiftSyntax

/// `remove-all-children` → remove only the child that finished, by identity:
/// `childCoordinators.removeAll()` and `childCoordinators = []` become
/// `childCoordinators.removeAll { $0 === childCoordinator }`, with the receiver as the app wrote it
/// (`self.childCoordinators`) and the name the finish callback gives the child.
struct RemoveAllChildrenFix: DoctorFix {
    let ruleID = "remove-all-children"

    func repair(_ finding: Finding, in file: SourceFile, app: AnalyzedApp) -> DoctorRepair {
        if let refusal = FixSite.identityRefusal(app) { return .manual(refusal.why) }
        let children = app.conventions.childrenProperty
        if let call = FixSite.nodes(FunctionCallExprSyntax.self, onLine: finding.line, in: file).first(where: { call in
            SyntaxNames.isOnChildren(call, app.conventions) && SyntaxNames.calledName(call) == "removeAll"
                && SyntaxNames.closureArgument(call) == nil
        }) {
            switch FixSite.finishedChild(around: call, app: app) {
            case .failure(let refusal): return .manual(refusal.why)
            case .success(let child):
                // `removeAll()` → `removeAll { $0 === child }`: only the parentheses (and a
                // `keepingCapacity:` argument) are replaced.
                let start = call.calledExpression.endPositionBeforeTrailingTrivia.utf8Offset
                let end = call.endPositionBeforeTrailingTrivia.utf8Offset
                return .edits(
                    [SourceTextEdit(range: start..<end, replacement: " { $0 === \(child) }")],
                    summary: "\(children).removeAll { $0 === \(child) }")
            }
        }
        for sequence in FixSite.nodes(SequenceExprSyntax.self, onLine: finding.line, in: file) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), SyntaxNames.lastName(elements[0]) == children,
                RemoveAllChildrenRule.isEmptyArray(elements[2])
            else { continue }
            switch FixSite.finishedChild(around: sequence, app: app) {
            case .failure(let refusal): return .manual(refusal.why)
            case .success(let child):
                let target = elements[0].trimmedDescription
                return .edits(
                    [
                        SourceTextEdit(
                            range: sequence.positionAfterSkippingLeadingTrivia
                                .utf8Offset..<sequence.endPositionBeforeTrailingTrivia.utf8Offset,
                            replacement: "\(target).removeAll { $0 === \(child) }")
                    ], summary: "\(children).removeAll { $0 === \(child) }")
            }
        }
        return .manual("the code changed since it was read")
    }
}
