/// Renders the coordinator tree as a Graphviz digraph: coordinators are boxes (roots bold), screens
/// notes, unresolved children dashed diamonds.
struct DotTreeFormatter {
    func render(_ graph: CoordinatorGraph) -> String {
        var lines = [
            "digraph coordinators {",
            "    rankdir=TB;",
            "    node [shape=box, style=rounded, fontname=\"Helvetica\"];",
        ]
        let rootNames = Set(graph.roots.map(\.coordinator))
        for coordinator in graph.coordinators {
            let style = rootNames.contains(coordinator.name) ? ", penwidth=2.5" : ""
            lines.append("    \(quote(coordinator.name)) [label=\(quote(coordinator.name))\(style)];")
        }
        for coordinator in graph.coordinators {
            for screen in coordinator.screens {
                let node = quote("\(coordinator.name)/\(screen.name)")
                lines.append("    \(node) [label=\(quote(screen.name)), shape=note, style=\"\"];")
                lines.append("    \(quote(coordinator.name)) -> \(node) [style=dotted, arrowhead=none];")
            }
        }
        for edge in graph.edges {
            lines.append("    \(quote(edge.parent)) -> \(quote(edge.child));")
        }
        for (index, edge) in graph.unresolved.enumerated() {
            let node = quote("unresolved \(index + 1)")
            lines.append("    \(node) [label=\(quote("? " + edge.expression)), shape=diamond, style=dashed];")
            lines.append("    \(quote(edge.parent)) -> \(node) [style=dashed];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A DOT string literal.
    private func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
