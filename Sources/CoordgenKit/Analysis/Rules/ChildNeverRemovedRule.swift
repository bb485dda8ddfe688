import SwiftSyntax

/// `child-never-removed`: a coordinator that adds children and never removes one keeps every finished
/// flow, its screens and their memory, for the life of the app.
public struct ChildNeverRemovedRule: CoordinatorWiseRule {
    public let id = "child-never-removed"
    public let summary = "a coordinator adds children but no path ever removes one"

    public init() {}

    public func check(_ app: AnalyzedApp) -> [Finding] { checkCoordinatorWise(app) }

    func reading(_ facts: AppFacts) -> any CoordinatorReading { Reading(rule: self, facts: facts) }

    /// Each coordinator that adds a child and never removes one, read on its own.
    private final class Reading: CoordinatorReading {
        let rule: ChildNeverRemovedRule
        let facts: AppFacts
        let removal: ChildRemoval
        var found: [Finding] = []

        init(rule: ChildNeverRemovedRule, facts: AppFacts) {
            self.rule = rule
            self.facts = facts
            removal = ChildRemoval(facts: facts)
        }

        func read(_ type: AnalyzedType) {
            guard let first = firstAddSite(of: type), !removal.removesChildren(type) else { return }
            found.append(
                Finding(
                    file: first.file, line: first.line, severity: .warning, rule: rule.id,
                    message: "\(type.name) adds child coordinators but nothing ever removes one: each finished flow stays in memory",
                    fix: "remove the child, by identity, when it finishes (in its finish callback or onFinish closure)"))
        }

        /// Where the type first adds a child: from its notes, else its trees.
        private func firstAddSite(of type: AnalyzedType) -> (file: String, line: Int)? {
            if let noted = type.ruleNotes(under: facts.conventions) {
                return noted.lazy.compactMap { entry in entry.notes.childNeverRemoved.firstAdd.map { (entry.declaration.file.path, $0) } }
                    .first
            }
            let (rule, conventions) = (rule, facts.conventions)
            let addSites = type.members.lazy.flatMap { member in
                SyntaxSearch.calls(in: member.decl).filter { rule.isAdd($0, conventions) }.map { ($0, member.file) }
            }
            return addSites.first.map { ($0.1.path, $0.1.line(of: $0.0)) }
        }

        func findings(_ app: AnalyzedApp) -> [Finding] { found }
    }

    private func isAdd(_ call: FunctionCallExprSyntax, _ conventions: AnalysisConventions) -> Bool {
        let name = SyntaxNames.calledName(call) ?? ""
        if SyntaxNames.isOnChildren(call, conventions) { return name == "append" || name == "insert" }
        let receiver = SyntaxNames.receiver(call)?.textWithoutTrivia
        let label = call.arguments.first?.label?.text ?? ""
        let adds = conventions.addChildMethods.contains(name) || (name == "add" && MemberVisitor.childLabels.contains(label))
        return adds && (receiver == nil || receiver == "self")
    }

    /// What the rule reads of one declaration (``DeclarationRuleNotes``): the line of its first call
    /// that adds a child.
    struct Notes: Sendable {
        let firstAdd: Int?

        init(_ members: [NotedMember], file: SourceFile, conventions: AnalysisConventions) {
            let rule = ChildNeverRemovedRule()
            firstAdd = members.lazy.flatMap(\.calls).first { rule.isAdd($0, conventions) }.map { file.line(of: $0) }
        }
    }
}
