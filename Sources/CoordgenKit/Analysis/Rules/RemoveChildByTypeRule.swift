import SwiftSyntax

/// `remove-child-by-type`: removing children by type (`$0.type == child.type`, `$0 is X`, `$0 as? X != nil`) drops every
/// child of that type, not only the one that finished.
public struct RemoveChildByTypeRule: CoordinatorWiseRule {
    public let id = "remove-child-by-type"
    public let summary = "children are removed by type instead of by identity"

    public init() {}

    /// Calls on the children property that remove, or select what to keep or remove.
    private static let removingCalls: Set<String> = ["removeAll", "filter", "firstIndex", "lastIndex", "removeFirst"]

    public func check(_ app: AnalyzedApp) -> [Finding] { checkCoordinatorWise(app) }

    func reading(_ facts: AppFacts) -> any CoordinatorReading { Reading(rule: self, facts: facts) }

    /// Each coordinator's removals, read on their own, then those of every other type: each read
    /// alongside a coordinator whose files declare it (a `{Name}CoordinatorProtocol` beside its
    /// class), where it can (``TypesReadAlongCoordinators``).
    private final class Reading: CoordinatorReading {
        let rule: RemoveChildByTypeRule
        let facts: AppFacts
        let others: TypesReadAlongCoordinators<[Finding]>
        var found: [Finding] = []

        init(rule: RemoveChildByTypeRule, facts: AppFacts) {
            self.rule = rule
            self.facts = facts
            let children: Set<String> = [facts.conventions.childrenProperty]
            others = TypesReadAlongCoordinators(
                facts.sortedTypesBesideCoordinators, needs: { $0.file.mentions(anyOf: children) },
                reader: { rule.findings(in: $0, facts) })
        }

        func read(_ type: AnalyzedType) {
            found += rule.findings(in: type, facts)
            others.read(alongside: type)
        }

        func findings(_ app: AnalyzedApp) -> [Finding] { found + others.results.flatMap { $0 } }
    }

    /// The removals by type in the members of `type`.
    private func findings(in type: AnalyzedType, _ facts: AppFacts) -> [Finding] {
        let conventions = facts.conventions
        var findings: [Finding] = []
        for (member, file) in type.members(inFilesMentioning: [conventions.childrenProperty]) {
            for call in SyntaxSearch.calls(in: member)
            where SyntaxNames.isOnChildren(call, conventions) && Self.removingCalls.contains(SyntaxNames.calledName(call) ?? "") {
                guard let closure = SyntaxNames.closureArgument(call), let how = comparesByType(closure, conventions) else {
                    continue
                }
                findings.append(
                    facts.finding(
                        self, .error, at: call, in: file,
                        "children are matched \(how), so every child of that type goes, not only the one that finished",
                        fix: "compare identity: \(conventions.childrenProperty).removeAll { $0 === child }"))
            }
        }
        return findings
    }

    /// How the closure compares by type, or nil when it does not.
    private func comparesByType(_ closure: ClosureExprSyntax, _ conventions: AnalysisConventions) -> String? {
        let typeProperty = conventions.coordinatorTypeProperty
        for sequence in SyntaxSearch.sequences(in: closure) {
            let elements = Array(sequence.elements)
            for (index, element) in elements.enumerated() {
                if element.is(UnresolvedIsExprSyntax.self) { return "with `is`" }
                // `$0 as? X != nil` tests the type; `$0 as AnyObject` only bridges for `===`.
                if let cast = element.as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark != nil { return "with `as?`" }
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=" else { continue }
                let operands = [elements[safe: index - 1], elements[safe: index + 1]].compactMap { $0 }
                for operand in operands {
                    if let member = operand.as(MemberAccessExprSyntax.self), member.declName.baseName.text == typeProperty,
                        member.base != nil
                    {
                        return "by `.\(typeProperty)`"
                    }
                    if let call = operand.as(FunctionCallExprSyntax.self), SyntaxNames.calledName(call) == "type" {
                        return "by `type(of:)`"
                    }
                }
            }
        }
        for isExpr in SyntaxSearch.isChecks(in: closure) { _ = isExpr; return "with `is`" }
        return nil
    }
}

/// Kept private to this rule: a public `subscript(safe:)` would clash with any the app target gains.
private extension Array {
    /// The element at `index`, or nil outside the array.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
