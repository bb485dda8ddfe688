import Foundation

/// The flow a new one is made like where `new coordinator <Name> --parent <Parent>` asks for a shape no
/// built-in family writes: one of the flows that parent starts, so that the copy — started wherever
/// its example is — is started by the parent that was asked for. The example `.coordgen.yml` records is
/// taken where that parent starts it; else a flow of the parent that starts none itself (the smallest
/// to copy), then the first by name. Only classes the naming scheme names are candidates, as for `--like`.
struct ParentsOwnExample {
    /// The flow's name (`Review`), and why it was taken, for the note.
    struct Choice: Equatable {
        let flow: String
        let reason: String
    }

    /// Picks among the coordinators `parentClass` starts in `graph`; nil where it starts none that can be copied.
    static func pick(parentClass: String, in graph: CoordinatorGraph, naming: NamingScheme, recorded: String?) -> Choice? {
        let children = Set(graph.edges.filter { $0.parent == parentClass }.map(\.child)).filter { child in
            child != parentClass && child != naming.root && NamingScheme.match(naming.flowClass, child) != nil
        }
        guard !children.isEmpty else { return nil }
        let count = children.count == 1 ? "the one flow \(parentClass) starts" : "one of the \(children.count) flows \(parentClass) starts"
        if let recorded, children.contains(where: { NamingScheme.match(naming.flowClass, $0) == recorded }) {
            return Choice(flow: recorded, reason: "\(count), and the example .coordgen.yml records")
        }
        let parents = Set(graph.edges.map(\.parent))
        let leaves = children.filter { !parents.contains($0) }.sorted()
        let ranked = leaves + children.filter { parents.contains($0) }.sorted()
        guard let chosen = ranked.first, let flow = NamingScheme.match(naming.flowClass, chosen) else { return nil }
        let leaf = leaves.contains(chosen) && leaves.count < children.count ? "; it starts none itself" : ""
        let first = ranked.count > 1 ? "; first by name" : ""
        return Choice(flow: flow, reason: "\(count)\(leaf)\(first)")
    }

    /// Coordinators other than `parentClass` the built-in family would be asked to start a flow from, to
    /// tell a refusal of the app's shape (it refuses there too) from one of that parent's (it writes
    /// there): the recorded example's parents, the root, the other parents by name, the example, then the
    /// other coordinators by name — at most `limit`.
    static func otherParents(than parentClass: String, in graph: CoordinatorGraph, naming: NamingScheme, recorded: String?, limit: Int = 6) -> [String] {
        let exampleClass = recorded.map { NamingScheme.apply(naming.flowClass, to: $0) }
        let exampleParents = graph.edges.filter { $0.child == exampleClass }.map(\.parent).sorted()
        let parents = Set(graph.edges.map(\.parent)).sorted()
        let others = graph.coordinators.map(\.name).sorted()
        var seen: Set<String> = [parentClass, ""]
        let ordered = exampleParents + [naming.root] + parents + [exampleClass ?? ""] + others
        return ordered.filter { seen.insert($0).inserted }.prefix(limit).map { $0 }
    }

    /// The graph of `project` read under the conventions its `.coordgen.yml` records, as `tree` reads it.
    static func graph(of project: Project) -> CoordinatorGraph {
        let config = project.config
        let conventions = ExampleChoice.conventions(shape: config.shape, naming: config.naming, style: config.style)
        return AnalyzedApp.analyze(project.model, conventions: conventions).graph
    }
}
