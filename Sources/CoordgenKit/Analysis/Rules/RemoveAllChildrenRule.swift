import SwiftSyntax

/// `remove-all-children`: a finish callback that empties `childCoordinators` drops the finished child's
/// running siblings too — the bug of the widely copied template.
public struct RemoveAllChildrenRule: CoordinatorWiseRule {
    public let id = "remove-all-children"
    public let summary = "a finish callback removes every child, not only the one that finished"

    public init() {}

    public func check(_ app: AnalyzedApp) -> [Finding] { checkCoordinatorWise(app) }

    func reading(_ facts: AppFacts) -> any CoordinatorReading { Reading(rule: self, facts: facts) }

    /// The finish callbacks of each coordinator, read on their own, then those of every other type:
    /// each read alongside a coordinator whose files declare it, where it can
    /// (``TypesReadAlongCoordinators``).
    private final class Reading: CoordinatorReading {
        let rule: RemoveAllChildrenRule
        let facts: AppFacts
        let others: TypesReadAlongCoordinators<[Finding]>
        var found: [Finding] = []

        init(rule: RemoveAllChildrenRule, facts: AppFacts) {
            self.rule = rule
            self.facts = facts
            others = TypesReadAlongCoordinators(facts.sortedTypesBesideCoordinators) { type in
                rule.findings(in: FinishCallback.of(type, facts: facts), facts)
            }
        }

        func read(_ type: AnalyzedType) {
            found += rule.findings(in: FinishCallback.of(type, facts: facts), facts)
            others.read(alongside: type)
        }

        func findings(_ app: AnalyzedApp) -> [Finding] { found + others.results.flatMap { $0 } }
    }

    /// The callbacks that empty the children collection.
    private func findings(in callbacks: [FinishCallback], _ facts: AppFacts) -> [Finding] {
        let children = facts.conventions.childrenProperty
        var findings: [Finding] = []
        for callback in callbacks {
            for call in SyntaxSearch.calls(in: callback.node)
            where SyntaxNames.isOnChildren(call, facts.conventions) && SyntaxNames.calledName(call) == "removeAll"
                && SyntaxNames.closureArgument(call) == nil
            {
                findings.append(report(facts, call, callback))
            }
            for sequence in SyntaxSearch.sequences(in: callback.node) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                    SyntaxNames.lastName(elements[0]) == children,
                    Self.isEmptyArray(elements[2])
                else { continue }
                findings.append(report(facts, sequence, callback))
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

    private func report(_ facts: AppFacts, _ node: some SyntaxProtocol, _ callback: FinishCallback) -> Finding {
        let children = facts.conventions.childrenProperty
        return facts.finding(
            self, .error, at: node, in: callback.file,
            "`\(callback.name)` empties \(children) when one child finishes, dropping its running siblings",
            fix: "remove only the finished child, by identity: \(children).removeAll { $0 === child }")
    }
}
