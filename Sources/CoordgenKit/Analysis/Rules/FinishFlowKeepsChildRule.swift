import SwiftSyntax

/// `finish-flow-keeps-child`: a parent sets a child's finish closure (`coordinator.finishFlow = { … }`,
/// the router family's way to end a flow) and the closure never releases the child: the parent keeps
/// the finished flow, its screens and their memory, although it removes other children.
public struct FinishFlowKeepsChildRule: CoordinatorWiseRule {
    public let id = "finish-flow-keeps-child"
    public let summary = "a child's finishFlow closure, set by its parent, never removes the child"

    public init() {}

    private static let removingCalls: Set<String> = ["remove", "removeAll", "removeLast", "removeFirst", "popLast", "removeValue"]

    public func check(_ app: AnalyzedApp) -> [Finding] { checkCoordinatorWise(app) }

    func reading(_ facts: AppFacts) -> any CoordinatorReading { Reading(rule: self, facts: facts) }

    /// The finish closures each coordinator sets on a child it keeps, read on their own.
    private final class Reading: CoordinatorReading {
        let rule: FinishFlowKeepsChildRule
        let facts: AppFacts
        var found: [Finding] = []

        init(rule: FinishFlowKeepsChildRule, facts: AppFacts) {
            self.rule = rule
            self.facts = facts
        }

        func read(_ type: AnalyzedType) {
            for (member, file) in type.members {
                for sequence in SyntaxSearch.sequences(in: member) {
                    let elements = Array(sequence.elements)
                    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                        let target = elements[0].as(MemberAccessExprSyntax.self),
                        facts.conventions.finishClosureProperties.contains(target.declName.baseName.text),
                        let base = target.base, !SyntaxNames.isSelf(base), rule.addsAsChild(base, in: member, facts.conventions),
                        let closure = elements[2].as(ClosureExprSyntax.self), !rule.releasesAChild(closure, facts.conventions)
                    else { continue }
                    let property = target.declName.baseName.text
                    found.append(
                        facts.finding(
                            rule, .warning, at: sequence, in: file,
                            "\(type.name) sets \(base.trimmedDescription).\(property) but the closure never removes \(base.trimmedDescription): the finished flow stays in memory",
                            fix:
                                "release the child in the closure (`self?.removeDependency(\(base.trimmedDescription))`), capturing it weakly"
                        ))
                }
            }
        }

        func findings(_ app: AnalyzedApp) -> [Finding] { found }
    }

    /// Whether the member keeps `child` as a child (`addDependency(coordinator)`,
    /// `childCoordinators.append(coordinator)`): a screen's `onFinish` is not a child's.
    private func addsAsChild(_ child: ExprSyntax, in member: DeclSyntax, _ conventions: AnalysisConventions) -> Bool {
        SyntaxSearch.calls(in: member).contains { call in
            let name = SyntaxNames.calledName(call) ?? ""
            let adds =
                conventions.addChildMethods.contains(name) || (SyntaxNames.isOnChildren(call, conventions) && name == "append")
            return adds && call.arguments.first?.expression.trimmedDescription == child.trimmedDescription
        }
    }

    /// Whether the closure removes a child: through a remove method, or from the children collection.
    private func releasesAChild(_ closure: ClosureExprSyntax, _ conventions: AnalysisConventions) -> Bool {
        SyntaxSearch.calls(in: closure).contains { call in
            let name = SyntaxNames.calledName(call) ?? ""
            return conventions.removeChildMethods.contains(name)
                || (SyntaxNames.isOnChildren(call, conventions) && Self.removingCalls.contains(name))
        }
    }
}
