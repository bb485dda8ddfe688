import SwiftSyntax

extension CoordinatorGraph {
    /// Builds the graph from the app's merged declarations. `alongside` is called with each coordinator
    /// type, in name order, while the trees of its files are held for the graph: a reader that needs
    /// them too (``CoordinatorWiseRule``) then parses no file again.
    ///
    /// A coordinator whose summaries recorded what the graph reads (``DeclarationFlows``, `tree`'s) is
    /// read from them; without readers along, or with readers whose notes each of its declarations
    /// holds (``DeclarationRuleNotes``, `doctor`'s), its files are not parsed again. Else its trees are
    /// parsed again on another thread for the readers.
    static func build(facts: AppFacts, readsAlong: Bool = false, alongside: (AnalyzedType) -> Void = { _ in }) -> CoordinatorGraph {
        let hierarchy = facts.hierarchy
        var coordinators: [Coordinator] = []
        var edges: [Edge] = []
        var unresolved: [UnresolvedEdge] = []
        let types = hierarchy.coordinators.sorted().compactMap { name in facts.types[name].map { (name, $0) } }
        // Each coordinator is scanned on another thread, its trees held, the next one already started:
        // two scans run side by side, or one beside `alongside` reading the coordinator scanned before.
        let scanAhead = { (position: Int) in
            let (name, type) = types[position]
            if !readsAlong, let scanned = scanFromSummaries(type, named: name, facts: facts) { return ReadAhead.done(scanned) }
            // The readers along read a type whose declarations were all noted for them from its notes:
            // its files are parsed again only where the summaries do not say enough for the graph.
            let noted = type.ruleNotes(under: facts.conventions) != nil
            return ReadAhead.start(type) {
                if readsAlong && !noted { type.parseHeldTrees() }
                return scanFromSummaries(type, named: name, facts: facts) ?? scan(type, named: name, facts: facts)
            }
        }
        var next = types.isEmpty ? nil : scanAhead(0)
        for position in types.indices {
            guard let current = next else { break }
            next = position + 1 < types.count ? scanAhead(position + 1) : nil
            let scanned = current.result()
            alongside(types[position].1)
            current.finish()
            coordinators.append(scanned.coordinator)
            edges += scanned.edges
            unresolved += scanned.unresolved
        }
        // Tabs' coordinators that a container the coordinator shows makes (a tab bar controller).
        edges += containerChildren(of: coordinators, facts: facts)
        // SwiftUI flows their views create: edges through the views, roots where the app creates one.
        let owners = owningViews(facts: facts, coordinators: hierarchy.coordinators)
        edges += viewOwnedChildren(facts: facts, owners: owners)
        let roots = roots(facts: facts, owners: owners)
        return CoordinatorGraph(
            coordinators: coordinators,
            edges: firstOfEach(edges, key: { "\($0.parent)\u{0}\($0.child)" }).sorted {
                ($0.parent, $0.child, $0.location) < ($1.parent, $1.child, $1.location)
            },
            unresolved: Array(Set(unresolved)).sorted { ($0.location, $0.expression) < ($1.location, $1.expression) },
            roots: firstOfEach(roots, key: \.coordinator).sorted { ($0.coordinator, $0.location) < ($1.coordinator, $1.location) },
            baseClasses: hierarchy.baseClasses.sorted())
    }

    /// One coordinator: the screens it creates, the children it holds (through its calls, its
    /// published properties and its `Destination` enum) and the child expressions it cannot resolve.
    private static func scan(
        _ type: AnalyzedType, named name: String, facts: AppFacts
    ) -> (coordinator: Coordinator, edges: [Edge], unresolved: [UnresolvedEdge]) {
        let (children, created) = FlowScanner(app: facts, owner: type).scan()
        let held = type.properties.flatMap { property, file in HeldProperty.all(in: property, file: file) }
        return coordinator(type, named: name, facts: facts, children: children, created: created, held: held)
    }

    /// The same from the summaries of the type's declarations (``DeclarationFlows``), no file parsed;
    /// nil when they do not say enough.
    private static func scanFromSummaries(
        _ type: AnalyzedType, named name: String, facts: AppFacts
    ) -> (coordinator: Coordinator, edges: [Edge], unresolved: [UnresolvedEdge])? {
        guard let (children, created) = FlowScanner(app: facts, owner: type).scanFromSummaries() else { return nil }
        var held: [HeldProperty] = []
        for declaration in type.declarations {
            guard let flows = declaration.flows else { return nil }
            held += flows.heldProperties
        }
        return coordinator(type, named: name, facts: facts, children: children, created: created, held: held)
    }

    /// One coordinator from its scanned children, created types and property bindings.
    private static func coordinator(
        _ type: AnalyzedType, named name: String, facts: AppFacts, children: [(ScannedSite, FlowScanner.Resolution)],
        created: [(String, Location)], held: [HeldProperty]
    ) -> (coordinator: Coordinator, edges: [Edge], unresolved: [UnresolvedEdge]) {
        let hierarchy = facts.hierarchy
        var screens: [String: Location] = [:]
        for (createdName, location) in created where hierarchy.screens.contains(createdName) {
            screens[createdName] = min(screens[createdName] ?? location, location)
        }
        let coordinator = Coordinator(
            name: name, location: facts.location(of: type),
            screens: screens.map { Screen(name: $0.key, location: $0.value) }.sorted { $0.name < $1.name })
        var edges: [Edge] = []
        var unresolved: [UnresolvedEdge] = []
        for (site, resolution) in children {
            switch classify(site, resolution, parent: name, hierarchy: hierarchy) {
            case .edge(let edge): edges.append(edge)
            case .unresolved(let edge): unresolved.append(edge)
            case nil: break
            }
        }
        // A child made in a stored property and added by a call is told by the call (`add`, `append`).
        let added = Set(edges.map(\.child))
        edges += publishedChildren(of: type, holding: held, coordinators: hierarchy.coordinators).filter {
            $0.via != "property" || !added.contains($0.child)
        }
        edges += destinationChildren(of: name, facts: facts)
        return (coordinator, edges, unresolved)
    }

    private enum ChildSite {
        case edge(Edge)
        case unresolved(UnresolvedEdge)
    }

    /// A child site of `parent` as an edge to a coordinator, an explicit add of something typed as a
    /// protocol or base class (or unknown), which the graph cannot resolve, or nothing.
    private static func classify(
        _ site: ScannedSite, _ resolution: FlowScanner.Resolution, parent: String, hierarchy: TypeHierarchy
    ) -> ChildSite? {
        let reason: String
        switch resolution {
        case .type(let child) where hierarchy.coordinators.contains(child):
            return .edge(Edge(parent: parent, child: child, via: site.via, location: site.location))
        case .type(let other) where site.isExplicitAdd && hierarchy.coordinatorProtocols.contains(other):
            reason = "typed as the protocol `\(other)`"
        case .type(let other) where site.isExplicitAdd && hierarchy.baseClasses.contains(other):
            reason = "typed as the base class `\(other)`"
        case .unknown(let why) where site.isExplicitAdd:
            reason = why
        default:
            return nil
        }
        return .unresolved(
            UnresolvedEdge(parent: parent, expression: site.expression.text, reason: reason, location: site.location))
    }

    /// SwiftUI: a case of the coordinator's `Destination` enum that carries a coordinator is a child flow.
    private static func destinationChildren(of name: String, facts: AppFacts) -> [Edge] {
        guard let destination = facts.types["\(name).\(facts.conventions.destinationEnum)"] else { return [] }
        var carried: [CarriedType] = []
        let recorded = destination.declarations.compactMap(\.flows)
        if recorded.count == destination.declarations.count {
            carried = recorded.flatMap(\.carriedTypes)
        } else {
            for (decl, file) in destination.members {
                guard let cases = decl.as(EnumCaseDeclSyntax.self) else { continue }
                carried += CarriedType.all(in: cases, file: file)
            }
        }
        return carried.compactMap { carried in
            guard let child = carried.typeName, facts.hierarchy.coordinators.contains(child) else { return nil }
            return Edge(parent: name, child: child, via: "destination", location: carried.location)
        }
    }

    /// The coordinators the entry points (app and scene delegates, SwiftUI `App`s) create, directly or
    /// through the views that own them.
    private static func roots(facts: AppFacts, owners: [String: String]) -> [Root] {
        var roots: [Root] = []
        // An example app's entry point (`Features/Home/Demo/…`) starts one feature, not the app (``ExampleApps``).
        let declared = facts.hierarchy.entryPoints.sorted().compactMap { name in facts.types[name].map { (name, facts.location(of: $0).file) } }
        let entryPoints = ExampleApps.appsOwn(declared) { $0.1 }
        for (name, _) in entryPoints {
            guard let type = facts.types[name] else { continue }
            type.holdingTrees {
                let (_, created) = FlowScanner(app: facts, owner: type).scan()
                for (createdName, location) in created where facts.hierarchy.coordinators.contains(createdName) {
                    roots.append(Root(coordinator: createdName, madeIn: name, location: location))
                }
                roots += viewOwnedRoots(of: type, named: name, owners: owners)
            }
        }
        return roots
    }

    /// One element per key: the one written first.
    private static func firstOfEach<T>(_ items: [T], key: (T) -> String) -> [T] where T: HasLocation {
        var best: [String: T] = [:]
        for item in items {
            let k = key(item)
            if let existing = best[k], existing.location <= item.location { continue }
            best[k] = item
        }
        return Array(best.values)
    }
}

extension CoordinatorGraph.Edge: HasLocation {}
extension CoordinatorGraph.Root: HasLocation {}
