import SwiftSyntax

extension AnalyzedApp {
    /// A finding at `node` in `file`.
    func finding(
        _ rule: any DoctorRule, _ severity: Finding.Severity, at node: some SyntaxProtocol, in file: SourceFile, _ message: String,
        fix: String
    ) -> Finding {
        facts.finding(rule, severity, at: node, in: file, message, fix: fix)
    }

    /// Every type of the app, sorted by name, so rules report in a stable order.
    var sortedTypes: [AnalyzedType] { facts.sortedTypes }

    /// The coordinator types, sorted.
    var coordinatorTypes: [AnalyzedType] { facts.coordinatorTypes }
}

extension AppFacts {
    /// A finding at `node` in `file`.
    func finding(
        _ rule: any DoctorRule, _ severity: Finding.Severity, at node: some SyntaxProtocol, in file: SourceFile, _ message: String,
        fix: String
    ) -> Finding {
        Finding(file: file.path, line: file.line(of: node), severity: severity, rule: rule.id, message: message, fix: fix)
    }

    /// Every type of the app, sorted by name, so rules report in a stable order.
    var sortedTypes: [AnalyzedType] { types.values.sorted { $0.name < $1.name } }

    /// The coordinator types, sorted.
    var coordinatorTypes: [AnalyzedType] { hierarchy.coordinators.sorted().compactMap { types[$0] } }

    /// The types that are not coordinators, sorted: what a ``CoordinatorWiseRule`` reads after the
    /// coordinators, where it reads every type.
    var sortedTypesBesideCoordinators: [AnalyzedType] { sortedTypes.filter { !hierarchy.coordinators.contains($0.name) } }
}
