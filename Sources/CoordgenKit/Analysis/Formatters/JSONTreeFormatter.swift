import Foundation

/// Renders the coordinator tree as JSON with sorted keys and sorted lists, so the same app always
/// gives the same bytes. The shape is documented in the README (`coordgen tree --format json`).
struct JSONTreeFormatter {
    private struct Document: Encodable {
        let baseClasses: [String]
        let coordinators: [Coordinator]
        let edges: [Edge]
        let roots: [Root]
        let skippedFiles: [AnalyzedApp.SkippedFile]
        let unresolved: [Unresolved]
    }

    private struct Coordinator: Encodable {
        let children: [String]
        let file: String
        let line: Int
        let name: String
        let parents: [String]
        let root: Bool
        let screens: [Screen]
    }

    private struct Screen: Encodable {
        let file: String
        let line: Int
        let name: String
    }

    private struct Edge: Encodable {
        let child: String
        let file: String
        let line: Int
        let parent: String
        let via: String
    }

    private struct Root: Encodable {
        let coordinator: String
        let file: String
        let line: Int
        let madeIn: String
    }

    private struct Unresolved: Encodable {
        let expression: String
        let file: String
        let line: Int
        let parent: String
        let reason: String
    }

    func render(_ app: AnalyzedApp) -> String {
        let graph = app.graph
        let rootNames = Set(graph.roots.map(\.coordinator))
        let document = Document(
            baseClasses: graph.baseClasses,
            coordinators: graph.coordinators.map { coordinator in
                Coordinator(
                    children: graph.children(of: coordinator.name), file: coordinator.location.file,
                    line: coordinator.location.line, name: coordinator.name, parents: graph.parents(of: coordinator.name),
                    root: rootNames.contains(coordinator.name),
                    screens: coordinator.screens.map { Screen(file: $0.location.file, line: $0.location.line, name: $0.name) })
            },
            edges: graph.edges.map {
                Edge(child: $0.child, file: $0.location.file, line: $0.location.line, parent: $0.parent, via: $0.via)
            },
            roots: graph.roots.map {
                Root(coordinator: $0.coordinator, file: $0.location.file, line: $0.location.line, madeIn: $0.madeIn)
            },
            skippedFiles: app.skippedFiles,
            unresolved: graph.unresolved.map {
                Unresolved(
                    expression: $0.expression, file: $0.location.file, line: $0.location.line, parent: $0.parent, reason: $0.reason)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
