import SwiftSyntax

/// Finds declarations by node type anywhere in a file: top level, nested in other types, or inside `#if` blocks.
enum SwiftDeclarationLookup {
    /// All nodes of type `Node` in `root`, in source order, that satisfy `matches`.
    static func all<Node: SyntaxProtocol>(
        _ type: Node.Type,
        in root: some SyntaxProtocol,
        where matches: (Node) -> Bool
    ) -> [Node] {
        let collector = NodeCollector<Node>(viewMode: .sourceAccurate)
        collector.walk(root)
        return collector.nodes.filter(matches)
    }

    /// The one node of type `Node` in `root` that satisfies `matches`; throws when there is none or several.
    static func single<Node: SyntaxProtocol>(
        _ type: Node.Type,
        kind: String,
        name: String,
        in root: some SyntaxProtocol,
        where matches: (Node) -> Bool
    ) throws -> Node {
        let found = all(type, in: root, where: matches)
        guard let first = found.first else {
            throw SourceEditError.typeNotFound(kind: kind, name: name)
        }
        guard found.count == 1 else {
            throw SourceEditError.ambiguousType(kind: kind, name: name, count: found.count)
        }
        return first
    }
}

/// Names as declared in source, compared without the backticks that escape keywords.
enum SourceEditNames {
    /// The name a token spells without escaping backticks: `` `default` `` gives `default`.
    static func unescaped(_ token: TokenSyntax) -> String {
        unescaped(token.identifier?.name ?? token.text)
    }

    /// `name` without surrounding backticks.
    static func unescaped(_ name: String) -> String {
        if name.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") {
            return String(name.dropFirst().dropLast())
        }
        return name
    }
}

private final class NodeCollector<Node: SyntaxProtocol>: SyntaxAnyVisitor {
    var nodes: [Node] = []

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let match = node.as(Node.self) {
            nodes.append(match)
        }
        return .visitChildren
    }
}
