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
            let kept: [(file: String, kept: Notes.KeptChild)]
            if let noted = type.ruleNotes(under: facts.conventions) {
                kept = noted.flatMap { entry in entry.notes.finishFlowKeepsChild.kept.map { (entry.declaration.file.path, $0) } }
            } else {
                kept = type.members.flatMap { member, file in
                    FinishFlowKeepsChildRule.keptChildren(in: NotedMember(member), file, facts.conventions).map { (file.path, $0) }
                }
            }
            for (file, child) in kept {
                found.append(
                    Finding(
                        file: file, line: child.line, severity: .warning, rule: rule.id,
                        message:
                            "\(type.name) sets \(child.base).\(child.property) but the closure never removes \(child.base): the finished flow stays in memory",
                        fix: "release the child in the closure (`self?.removeDependency(\(child.base))`), capturing it weakly"))
            }
        }

        func findings(_ app: AnalyzedApp) -> [Finding] { found }
    }

    /// The finish closures `member` sets on a child it keeps and that never release it.
    private static func keptChildren(in member: NotedMember, _ file: SourceFile, _ conventions: AnalysisConventions) -> [Notes.KeptChild] {
        member.sequences.compactMap { sequence in
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                let target = elements[0].as(MemberAccessExprSyntax.self),
                conventions.finishClosureProperties.contains(target.declName.baseName.text),
                let base = target.base, !SyntaxNames.isSelf(base), addsAsChild(base, among: member.calls, conventions),
                let closure = elements[2].as(ClosureExprSyntax.self), !releasesAChild(closure, conventions)
            else { return nil }
            return Notes.KeptChild(line: file.line(of: sequence), base: base.trimmedDescription, property: target.declName.baseName.text)
        }
    }

    /// What the rule reads of one declaration (``DeclarationRuleNotes``): the finish closures its
    /// members set on a child they keep and that never release it.
    struct Notes: Sendable {
        struct KeptChild: Sendable {
            let line: Int
            /// The child as written (`coordinator`).
            let base: String
            let property: String
        }

        let kept: [KeptChild]

        init(_ members: [NotedMember], file: SourceFile, conventions: AnalysisConventions) {
            kept = members.flatMap { FinishFlowKeepsChildRule.keptChildren(in: $0, file, conventions) }
        }
    }

    /// Whether the member keeps `child` as a child (`addDependency(coordinator)`,
    /// `childCoordinators.append(coordinator)`): a screen's `onFinish` is not a child's.
    private static func addsAsChild(_ child: ExprSyntax, among calls: [FunctionCallExprSyntax], _ conventions: AnalysisConventions) -> Bool
    {
        calls.contains { call in
            let name = SyntaxNames.calledName(call) ?? ""
            let adds =
                conventions.addChildMethods.contains(name) || (SyntaxNames.isOnChildren(call, conventions) && name == "append")
            return adds && call.arguments.first?.expression.trimmedDescription == child.trimmedDescription
        }
    }

    /// Whether the closure removes a child: through a remove method, or from the children collection.
    private static func releasesAChild(_ closure: ClosureExprSyntax, _ conventions: AnalysisConventions) -> Bool {
        SyntaxSearch.calls(in: closure).contains { call in
            let name = SyntaxNames.calledName(call) ?? ""
            return conventions.removeChildMethods.contains(name)
                || (SyntaxNames.isOnChildren(call, conventions) && Self.removingCalls.contains(name))
        }
    }
}
