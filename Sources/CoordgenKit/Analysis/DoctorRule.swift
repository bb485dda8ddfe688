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
