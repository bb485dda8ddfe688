/// The example flow `coordgen init` records (`example:` in .coordgen.yml) for `new coordinator --like`
/// and for apps whose shape no built-in family writes: the most typical flow that has a parent — a
/// child of the coordinator with the most children (siblings share their shape), preferring one that
/// starts no flow itself (it is the smallest to copy), then by name. Only classes the naming scheme
/// names (`{Name}Coordinator`) are candidates: `--like` finds the example through it, so a view model
/// that starts flows is never recorded as one. Where no coordinator is another's child as far as the
/// analysis sees, ``pickWithoutParent(in:naming:)`` picks one by its base and says why; where none fits,
/// init says that none is recorded and what to type.
enum ExampleChoice {
    /// The example's flow name (`Profile`), or nil when no coordinator is another's child.
    static func pick(in graph: CoordinatorGraph, naming: NamingScheme) -> String? {
        choice(in: graph, naming: naming)?.flow
    }

    /// The example's flow name and why it was picked (`a child of AppCoordinator, which starts 3 flows;
    /// it starts none itself; first by name of 2 alike; name another with --like`).
    /// `excluded`: classes that are no coordinators of the app although named like them (the conformers of a
    /// protocol `init` set aside, ``NavigationProtocolPreference``).
    static func choice(in graph: CoordinatorGraph, naming: NamingScheme, excluded: Set<String> = []) -> (flow: String, reason: String)? {
        let roots = Set(graph.roots.map(\.coordinator))
        let childCounts = Dictionary(grouping: graph.edges, by: \.parent).mapValues { Set($0.map(\.child)).count }
        let parents = Set(graph.edges.map(\.parent))
        let coordinators = Set(graph.coordinators.map(\.name))
        let candidates = Set(graph.edges.map(\.child)).filter { child in
            !roots.contains(child) && child != naming.root && coordinators.contains(child) && !excluded.contains(child)
                && NamingScheme.match(naming.flowClass, child) != nil
        }
        // Each candidate's rank once, not once per comparison (the edges are read once, not per pair).
        let siblings = siblingCounts(in: graph, counts: childCounts)
        let rank = Dictionary(uniqueKeysWithValues: candidates.map { ($0, (siblings[$0] ?? 0, parents.contains($0) ? 0 : 1)) })
        let ranked = candidates.sorted { lhs, rhs in
            let (left, right) = (rank[lhs]!, rank[rhs]!)
            if left != right { return left > right }
            return lhs < rhs
        }
        guard let chosen = ranked.first, let flow = NamingScheme.match(naming.flowClass, chosen) else { return nil }
        let parent = Set(graph.edges.filter { $0.child == chosen }.map(\.parent))
            .sorted { lhs, rhs in (childCounts[lhs] ?? 0, rhs) > (childCounts[rhs] ?? 0, lhs) }.first ?? ""
        let flows = childCounts[parent] ?? 0
        var parts = ["a child of \(parent), which starts \(flows) flow\(flows == 1 ? "" : "s")"]
        if rank[chosen]!.1 == 1, candidates.contains(where: { rank[$0]!.1 == 0 }) { parts.append("it starts none itself") }
        let alike = ranked.filter { rank[$0]! == rank[chosen]! }.count
        if alike > 1 { parts.append("first by name of \(alike) alike") }
        return (flow, (parts + ["name another with --like"]).joined(separator: "; "))
    }

    /// Each child's largest number of siblings: the most children any of its parents has.
    private static func siblingCounts(in graph: CoordinatorGraph, counts: [String: Int]) -> [String: Int] {
        var siblings: [String: Int] = [:]
        for edge in graph.edges {
            siblings[edge.child] = max(siblings[edge.child] ?? 0, counts[edge.parent] ?? 0)
        }
        return siblings
    }
}

extension ExampleChoice {
    /// The conventions `tree` reads once .coordgen.yml records `shape` (or, without one, `style`'s) and
    /// `naming`, so a second `init` picks the same example.
    static func conventions(shape: ProtocolShape?, naming: NamingScheme?, style: Style) -> AnalysisConventions {
        shape.map { AnalysisConventions.recorded($0, naming: naming) } ?? .forStyle(style)
    }

    /// Records the example in the adoption's config and says so among its findings.
    /// The graph is read from `init`'s own model: its summaries serve, no file is parsed again for it.
    /// `ahead`: the analysis started while detection went on (``ExampleAnalysisAhead``), if any.
    static func record(in report: inout AdoptionReport, model: AppModel, ahead: ExampleAnalysisAhead? = nil) {
        let config = report.config
        let conventions = Self.conventions(shape: config.shape, naming: config.naming, style: config.style)
        let analysis = (ahead ?? ExampleAnalysisAhead(model: model)).analysis(under: conventions)
        let (app, excluded) = (analysis.app, analysis.excluded)
        let naming = report.shape.naming
        let chosen = (Self.choice(in: app.graph, naming: naming, excluded: excluded) ?? pickWithoutParent(in: app, naming: naming, excluded: excluded))
            .map { heldFlowInstead(of: $0, in: app.graph, naming: naming, excluded: excluded) { madeInCode(by: $0, in: app) } ?? $0 }
        let picked = chosen?.flow
        let why = chosen.map { " (\($0.reason))" } ?? ""
        guard let example = picked else {
            // An app with only its root has no flow to copy yet: nothing to explain.
            guard app.graph.coordinators.contains(where: { $0.name != naming.root }) else { return }
            report.findings.append(
                AdoptionFinding(
                    "example",
                    "none recorded: \(app.graph.edges.isEmpty ? "no coordinator starts another where coordgen can see it, and " : "")no coordinator other than the root is named like \(naming.flowClass); `new coordinator <Name> --like <Flow>` copies the flow you name, or add `example: <Flow>` to \(Project.configFileName)"
                ))
            return
        }
        report.config.example = example
        report.findings.append(
            AdoptionFinding(
                "example",
                "\(example)\(why): `new coordinator <Name> --like \(example)` makes a flow like it, and so does `new coordinator` without --parent where no built-in family writes the app's shape"
            ))
    }

    /// The example where no coordinator is another's child as far as the analysis sees (coordinators
    /// made in a SwiftUI `App`, a tab view or a container it cannot follow): a flow is still copied by
    /// name. Among the classes the naming scheme names, other than the root and the base classes other
    /// coordinators inherit, the one whose base (superclass or first protocol) the most others share,
    /// preferring one that shows screens, then by name.
    static func pickWithoutParent(
        in app: AnalyzedApp, naming: NamingScheme, excluded: Set<String> = []
    ) -> (flow: String, reason: String)? {
        let declared = app.graph.coordinators.compactMap { coordinator -> (name: String, base: String?, screens: Int)? in
            guard let type = app.facts.types[coordinator.name], type.kind == .class || type.kind == .struct else { return nil }
            return (coordinator.name, type.primaryInherited.first, coordinator.screens.count)
        }
        let bases = Set(declared.compactMap(\.base))
        let candidates = declared.filter { candidate in
            candidate.name != naming.root && !bases.contains(candidate.name) && !excluded.contains(candidate.name)
                && NamingScheme.match(naming.flowClass, candidate.name) != nil
        }
        let sharing = Dictionary(grouping: candidates.compactMap(\.base), by: { $0 }).mapValues(\.count)
        let ranked = candidates.sorted { lhs, rhs in
            let left = (lhs.base.flatMap { sharing[$0] } ?? 0, lhs.screens > 0 ? 1 : 0)
            let right = (rhs.base.flatMap { sharing[$0] } ?? 0, rhs.screens > 0 ? 1 : 0)
            if left != right { return left > right }
            return lhs.name < rhs.name
        }
        guard let chosen = ranked.first, let flow = NamingScheme.match(naming.flowClass, chosen.name) else { return nil }
        let shared = chosen.base.flatMap { sharing[$0] }.map { $0 > 1 ? "one of \($0) coordinators built on \(chosen.base!)" : nil } ?? nil
        let reason =
            "no coordinator starts another where coordgen can see it, so the example is \(chosen.name), "
            + (shared ?? "a coordinator")
            + (chosen.screens > 0 ? " that shows screens" : "") + ", first by name; name another with --like"
        return (flow, reason)
    }
}
