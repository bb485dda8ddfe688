/// Renders the coordinator tree as a Mermaid `flowchart TD`, which GitHub draws in Markdown:
/// coordinators are boxes (roots bold), screens rounded, unresolved children dashed.
struct MermaidTreeFormatter {
    func render(_ graph: CoordinatorGraph) -> String {
        var lines = ["flowchart TD"]
        let rootNames = Set(graph.roots.map(\.coordinator))
        for coordinator in graph.coordinators {
            lines.append("    \(id(coordinator.name))[\"\(escape(coordinator.name))\"]")
        }
        for coordinator in graph.coordinators {
            for screen in coordinator.screens {
                let screenID = "\(id(coordinator.name))_\(id(screen.name))"
                lines.append("    \(screenID)(\"\(escape(screen.name))\")")
                lines.append("    \(id(coordinator.name)) -.-> \(screenID)")
            }
        }
        for edge in graph.edges {
            lines.append("    \(id(edge.parent)) --> \(id(edge.child))")
        }
        for (index, edge) in graph.unresolved.enumerated() {
            let node = "unresolved\(index + 1)"
            lines.append("    \(node){{\"? \(escape(edge.expression))\"}}")
            lines.append("    \(id(edge.parent)) -. unresolved .-> \(node)")
        }
        if !rootNames.isEmpty {
            lines.append("    classDef root stroke-width:3px")
            lines.append("    class \(rootNames.sorted().map(id).joined(separator: ",")) root")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Mermaid node id: letters, digits and `_` only.
    private func id(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// Text inside a quoted Mermaid label: quotes become their entity.
    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;")
    }
}
