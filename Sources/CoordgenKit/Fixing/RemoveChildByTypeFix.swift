import SwiftSyntax

/// `remove-child-by-type` → compare identity: the closure that matches children by type
/// (`{ $0.type != child.type }`, `{ $0 is TabCoordinator }`) becomes `{ $0 !== child }` in a `filter`
/// that keeps children, `{ $0 === child }` in a call that picks the ones to remove.
struct RemoveChildByTypeFix: DoctorFix {
    let ruleID = "remove-child-by-type"

    /// Calls whose closure says which children to keep, not which to remove.
    private static let keeping: Set<String> = ["filter"]
    private static let picking: Set<String> = ["removeAll", "firstIndex", "lastIndex", "removeFirst"]

    func repair(_ finding: Finding, in file: SourceFile, app: AnalyzedApp) -> DoctorRepair {
        if let refusal = FixSite.identityRefusal(app) { return .manual(refusal.why) }
        let calls = FixSite.nodes(FunctionCallExprSyntax.self, onLine: finding.line, in: file).filter { call in
            SyntaxNames.isOnChildren(call, app.conventions)
                && (Self.keeping.union(Self.picking)).contains(SyntaxNames.calledName(call) ?? "")
        }
        guard let call = calls.first, let name = SyntaxNames.calledName(call), let closure = SyntaxNames.closureArgument(call) else {
            return .manual("the code changed since it was read")
        }
        guard closure.statements.count == 1, closure.signature == nil else {
            return .manual("the closure does more than compare one child, so rewriting it could change what it does")
        }
        switch FixSite.finishedChild(around: call, app: app) {
        case .failure(let refusal): return .manual(refusal.why)
        case .success(let child):
            let comparison = "$0 \(Self.keeping.contains(name) ? "!==" : "===") \(child)"
            let statements = closure.statements
            return .edits(
                [
                    SourceTextEdit(
                        range: statements.positionAfterSkippingLeadingTrivia
                            .utf8Offset..<statements.endPositionBeforeTrailingTrivia.utf8Offset,
                        replacement: comparison)
                ], summary: "\(name) { \(comparison) }")
        }
    }
}
