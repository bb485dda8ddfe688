import SwiftSyntax

/// One check of `coordgen doctor`. Each rule lives in its own file under `Rules/`, has positive and
/// negative fixtures and a section in docs/DOCTOR.md.
public protocol DoctorRule: Sendable {
    /// The kebab-case id used in output and in `// coordgen:ignore <rule-id>`.
    var id: String { get }
    /// What the rule catches, in one line (for `doctor --help` and the docs).
    var summary: String { get }
    /// The findings in `app`, unfiltered by ignore comments.
    func check(_ app: AnalyzedApp) -> [Finding]
    /// A line explaining why the rule could not run on this app, or nil when it ran.
    func skipReason(_ app: AnalyzedApp) -> String?
}

extension DoctorRule {
    public func skipReason(_ app: AnalyzedApp) -> String? { nil }
}

/// Every rule, in the order the docs list them.
public enum DoctorRules {
    public static let all: [any DoctorRule] = [
        RemoveAllChildrenRule(), RemoveChildByTypeRule(), StrongFinishDelegateRule(), ChildNeverRemovedRule(),
        BackPopLeakRule(), CoordinatorTypeCaseRule(), NotMainActorInSwift6Rule(), ViewControllerNavigatesRule(),
        MissingFinishFlowsPoppedRule(),
    ]
}

extension AnalyzedApp {
    /// A finding at `node` in the file with index `fileIndex`.
    func finding(
        _ rule: any DoctorRule, _ severity: Finding.Severity, at node: some SyntaxProtocol, in fileIndex: Int, _ message: String,
        fix: String
    ) -> Finding {
        let file = facts.files[fileIndex]
        return Finding(file: file.path, line: file.line(of: node), severity: severity, rule: rule.id, message: message, fix: fix)
    }

    /// Every type of the app, sorted by name, so rules report in a stable order.
    var sortedTypes: [AnalyzedType] { facts.types.values.sorted { $0.name < $1.name } }

    /// The coordinator types, sorted.
    var coordinatorTypes: [AnalyzedType] {
        facts.hierarchy.coordinators.sorted().compactMap { facts.types[$0] }
    }
}
