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
    /// From its notes, else its trees; only the declarations whose file names the children property count.
    private func findings(in type: AnalyzedType, _ facts: AppFacts) -> [Finding] {
        let conventions = facts.conventions
        let children: Set<String> = [conventions.childrenProperty]
        let removals: [(file: String, removal: Notes.Removal)]
        if let noted = type.ruleNotes(under: conventions) {
            removals = noted.filter { $0.declaration.file.mentions(anyOf: children) }.flatMap { entry in
                entry.notes.removeChildByType.removals.map { (entry.declaration.file.path, $0) }
            }
        } else {
            removals = type.members(inFilesMentioning: children).flatMap { member, file in
                Self.removals(among: SyntaxSearch.calls(in: member), file, conventions).map { (file.path, $0) }
            }
        }
        return removals.map { file, removal in
            Finding(
                file: file, line: removal.line, severity: .error, rule: id,
                message: "children are matched \(removal.how), so every child of that type goes, not only the one that finished",
                fix: "compare identity: \(conventions.childrenProperty).removeAll { $0 === child }")
        }
    }

    /// The removals by type among a member's calls.
    private static func removals(
        among calls: [FunctionCallExprSyntax], _ file: SourceFile, _ conventions: AnalysisConventions
    ) -> [Notes.Removal] {
        calls.compactMap { call in
            guard SyntaxNames.isOnChildren(call, conventions), removingCalls.contains(SyntaxNames.calledName(call) ?? ""),
                let closure = SyntaxNames.closureArgument(call), let how = comparesByType(closure, conventions)
            else { return nil }
            return Notes.Removal(line: file.line(of: call), how: how)
        }
    }

    /// What the rule reads of one declaration (``DeclarationRuleNotes``): where its members remove
    /// children by type, and how they compare.
    struct Notes: Sendable {
        struct Removal: Sendable {
            let line: Int
            let how: String
        }

        let removals: [Removal]

        init(_ members: [NotedMember], file: SourceFile, conventions: AnalysisConventions) {
            removals = members.flatMap { RemoveChildByTypeRule.removals(among: $0.calls, file, conventions) }
        }
    }

    /// How the closure compares by type, or nil when it does not.
    private static func comparesByType(_ closure: ClosureExprSyntax, _ conventions: AnalysisConventions) -> String? {
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
