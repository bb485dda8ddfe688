import SwiftSyntax

extension AnalyzedApp {
    /// A finding at `node` in `file`.
    func finding(
        _ rule: any DoctorRule, _ severity: Finding.Severity, at node: some SyntaxProtocol, in file: SourceFile, _ message: String,
        fix: String
    ) -> Finding {
        return Finding(file: file.path, line: file.line(of: node), severity: severity, rule: rule.id, message: message, fix: fix)
    }

    /// Every type of the app, sorted by name, so rules report in a stable order.
    var sortedTypes: [AnalyzedType] { facts.types.values.sorted { $0.name < $1.name } }

    /// The coordinator types, sorted.
    var coordinatorTypes: [AnalyzedType] {
        facts.hierarchy.coordinators.sorted().compactMap { facts.types[$0] }
    }
}
