/// The output formats of `coordgen tree`.
public enum TreeFormat: String, CaseIterable, Sendable {
    /// An indented tree for people, with screens under their coordinator and unresolved edges listed.
    case text
    /// A Mermaid `flowchart TD`, which GitHub renders in Markdown.
    case mermaid
    /// A Graphviz digraph (`dot -Tpng`).
    case dot
    /// A stable JSON document for tools (sorted keys and lists).
    case json

    /// Renders the app's coordinator tree in this format.
    public func render(_ app: AnalyzedApp) -> String {
        switch self {
        case .text: return TextTreeFormatter().render(app)
        case .mermaid: return MermaidTreeFormatter().render(app.graph)
        case .dot: return DotTreeFormatter().render(app.graph)
        case .json: return JSONTreeFormatter().render(app)
        }
    }
}
