/// The example flow `coordgen init` records (`example:` in .coordgen.yml) for `new coordinator --like`
/// and for apps whose shape no built-in family writes: the most typical flow that has a parent — a
/// child of the coordinator with the most children (siblings share their shape), preferring one that
/// starts no flow itself (it is the smallest to copy), then by name. Only classes the naming scheme
/// names (`{Name}Coordinator`) are candidates: `--like` finds the example through it, so a view model
/// that starts flows is never recorded as one.
enum ExampleChoice {
    /// The example's flow name (`Profile`), or nil when no coordinator is another's child.
    static func pick(in graph: CoordinatorGraph, naming: NamingScheme) -> String? {
        let roots = Set(graph.roots.map(\.coordinator))
        let childCounts = Dictionary(grouping: graph.edges, by: \.parent).mapValues { Set($0.map(\.child)).count }
        let parents = Set(graph.edges.map(\.parent))
        let candidates = Set(graph.edges.map(\.child)).filter { child in
            !roots.contains(child) && child != naming.root && graph.coordinators.contains { $0.name == child }
                && NamingScheme.match(naming.flowClass, child) != nil
        }
        let ranked = candidates.sorted { lhs, rhs in
            let left = (siblings(of: lhs, in: graph, counts: childCounts), parents.contains(lhs) ? 0 : 1)
            let right = (siblings(of: rhs, in: graph, counts: childCounts), parents.contains(rhs) ? 0 : 1)
            if left != right { return left > right }
            return lhs < rhs
        }
        guard let chosen = ranked.first else { return nil }
        return NamingScheme.match(naming.flowClass, chosen)
    }

    private static func siblings(of child: String, in graph: CoordinatorGraph, counts: [String: Int]) -> Int {
        graph.edges.filter { $0.child == child }.map { counts[$0.parent] ?? 0 }.max() ?? 0
    }
}

extension ExampleChoice {
    /// Records the example in the adoption's config and says so among its findings.
    /// The graph is read from `init`'s own model: its summaries serve, no file is parsed again for it.
    static func record(in report: inout AdoptionReport, model: AppModel) {
        // The conventions `tree` reads once .coordgen.yml is written, so a second `init` picks the same.
        let config = report.config
        let conventions = config.shape.map { AnalysisConventions.recorded($0, naming: config.naming) } ?? .forStyle(config.style)
        let graph = AnalyzedApp.analyze(model, conventions: conventions).graph
        guard let example = pick(in: graph, naming: report.shape.naming) else { return }
        report.config.example = example
        report.findings.append(
            AdoptionFinding(
                "example",
                "\(example): `new coordinator <Name> --like \(example)` makes a flow like it, and so does `new coordinator` without --parent where no built-in family writes the app's shape"
            ))
    }
}
