extension ExampleChoice {
    /// One of the flows `chosen` holds, where `chosen` is a container of flows rather than a flow that
    /// shows screens: a coordinator that shows no screen itself and makes two or more of the app's
    /// flows (a tab bar coordinator making its tabs' coordinators, as the graph or its own code shows),
    /// whose copy would be a second container that nothing starts. Among the flows it makes, one that
    /// makes none itself, then one that shows screens, then by name. Nil where `chosen` is no container.
    /// `madeInCode`: the types a coordinator's own code makes (``madeInCode(by:in:)``).
    static func heldFlowInstead(
        of chosen: (flow: String, reason: String), in graph: CoordinatorGraph, naming: NamingScheme, excluded: Set<String>,
        madeInCode: @escaping (String) -> Set<String>
    ) -> (flow: String, reason: String)? {
        let container = NamingScheme.apply(naming.flowClass, to: chosen.flow)
        let coordinators = Dictionary(graph.coordinators.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        guard let held = coordinators[container], held.screens.isEmpty else { return nil }
        let flows = Set(coordinators.keys).subtracting(excluded).subtracting([container, naming.root]).filter {
            NamingScheme.match(naming.flowClass, $0) != nil
        }
        let made = { (type: String) in
            Set(graph.edges.filter { $0.parent == type }.map(\.child)).union(madeInCode(type)).intersection(flows)
        }
        let holds = made(container)
        guard holds.count >= 2 else { return nil }
        let ranked = holds.sorted { lhs, rhs in
            let left = (made(lhs).subtracting([container]).isEmpty ? 1 : 0, coordinators[lhs]!.screens.isEmpty ? 0 : 1)
            let right = (made(rhs).subtracting([container]).isEmpty ? 1 : 0, coordinators[rhs]!.screens.isEmpty ? 0 : 1)
            if left != right { return left > right }
            return lhs < rhs
        }
        guard let first = ranked.first, let flow = NamingScheme.match(naming.flowClass, first) else { return nil }
        return (
            flow,
            "a flow \(container) holds: \(container) (\(chosen.reason.components(separatedBy: "; ").first ?? "")) shows no screen itself and holds \(holds.count) flows, so a copy of it would be a second container nothing starts; first by name of its flows; name another with --like"
        )
    }

    /// The types `type`'s own code makes as values (`HomeCoordinator(…)`), read from its declarations' files.
    static func madeInCode(by type: String, in app: AnalyzedApp) -> Set<String> {
        guard let declarations = app.facts.types[type]?.declarations else { return [] }
        let texts = Set(declarations.map(\.file.path)).compactMap { path in declarations.first { $0.file.path == path }?.file.text }
        return texts.flatMap(PlannedCodeUnit.units(in:)).filter { $0.container.first == type }.reduce(into: Set<String>()) {
            $0.formUnion($1.valueReferences)
        }
    }
}
