/// Renders the coordinator tree as indented text: roots first, each coordinator's screens, then its
/// children; unresolved edges and skipped files are listed after the tree.
struct TextTreeFormatter {
    /// Each coordinator's screen lines and children, looked up once: asking the graph filtered every
    /// edge and searched every coordinator for each line of the tree (a fortieth of `tree` in the
    /// large app of `Benchmarks/LargeApp`).
    private struct Lookup {
        /// Parent → its children, in the graph's edge order (what `CoordinatorGraph.children(of:)` gives).
        let children: [String: [String]]
        /// Coordinator → its screens' lines, from the first coordinator of that name (what
        /// `CoordinatorGraph.coordinator(_:)` finds).
        let screens: [String: [String]]

        init(_ graph: CoordinatorGraph) {
            var children: [String: [String]] = [:]
            for edge in graph.edges { children[edge.parent, default: []].append(edge.child) }
            var screens: [String: [String]] = [:]
            for coordinator in graph.coordinators where screens[coordinator.name] == nil {
                screens[coordinator.name] = coordinator.screens.map { "screen \($0.name)" }
            }
            self.children = children
            self.screens = screens
        }
    }

    func render(_ app: AnalyzedApp) -> String {
        let graph = app.graph
        let lookup = Lookup(graph)
        var lines: [String] = []
        if graph.coordinators.isEmpty {
            lines.append("No coordinators found (conventions: \(app.conventionsSource)).")
        }
        let rootsByName = Dictionary(grouping: graph.roots, by: \.coordinator)
        for name in graph.topLevel {
            var label = name
            if let roots = rootsByName[name] {
                label += "  (root, made in \(roots.map(\.madeIn).sorted().joined(separator: ", ")))"
            } else {
                label += "  (no root or parent found)"
            }
            lines.append(label)
            appendChildren(of: name, lookup: lookup, prefix: "", path: [name], into: &lines)
        }
        // Coordinators only reachable through a cycle are not under any top-level entry.
        let shown = reachable(from: graph.topLevel, lookup: lookup)
        for coordinator in graph.coordinators where !shown.contains(coordinator.name) {
            lines.append("\(coordinator.name)  (only reached through a cycle)")
            appendChildren(of: coordinator.name, lookup: lookup, prefix: "", path: [coordinator.name], into: &lines)
        }
        if !graph.unresolved.isEmpty {
            lines.append("")
            lines.append("Unresolved children (not guessed):")
            for edge in graph.unresolved {
                lines.append(
                    "  \(edge.location.file):\(edge.location.line): \(edge.parent) adds `\(edge.expression)`: \(edge.reason)")
            }
        }
        if !app.skippedFiles.isEmpty {
            lines.append("")
            lines.append("Skipped files:")
            for file in app.skippedFiles {
                lines.append("  \(file.file):\(file.line): \(file.reason)")
            }
        }
        lines.append("")
        lines.append("Coordinators found by \(app.conventionsSource).")
        let screens = Set(graph.coordinators.flatMap { $0.screens.map(\.name) })
        lines.append(
            "\(count(graph.coordinators.count, "coordinator")), \(count(graph.edges.count, "edge")), "
                + "\(count(screens.count, "screen")), \(graph.unresolved.count) unresolved; "
                + "\(count(app.files.count, "Swift file")) read, \(app.skippedFiles.count) skipped")
        return lines.joined(separator: "\n") + "\n"
    }

    private func appendChildren(of name: String, lookup: Lookup, prefix: String, path: [String], into lines: inout [String]) {
        let screens = lookup.screens[name] ?? []
        let children = lookup.children[name] ?? []
        let entries = screens.map { ($0, false) } + children.map { ($0, true) }
        for (index, entry) in entries.enumerated() {
            let isLast = index == entries.count - 1
            let branch = isLast ? "└── " : "├── "
            let nextPrefix = prefix + (isLast ? "    " : "│   ")
            guard entry.1 else {
                lines.append(prefix + branch + entry.0)
                continue
            }
            if path.contains(entry.0) {
                lines.append(prefix + branch + entry.0 + "  (cycle: already above)")
                continue
            }
            lines.append(prefix + branch + entry.0)
            appendChildren(of: entry.0, lookup: lookup, prefix: nextPrefix, path: path + [entry.0], into: &lines)
        }
    }

    private func reachable(from names: [String], lookup: Lookup) -> Set<String> {
        var seen = Set<String>()
        var stack = names
        while let name = stack.popLast() {
            guard seen.insert(name).inserted else { continue }
            stack += lookup.children[name] ?? []
        }
        return seen
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
