import SwiftSyntax

/// Finds declarations by node type anywhere in a file: top level, nested in other types, or inside `#if` blocks.
enum SwiftDeclarationLookup {
    /// All nodes of type `Node` in `root`, in source order, that satisfy `matches`.
    static func all<Node: SyntaxProtocol>(
        _ type: Node.Type,
        in root: some SyntaxProtocol,
        where matches: (Node) -> Bool
    ) -> [Node] {
        // The type test is made here, where `Node` is known, rather than in a generic visitor, where
        // each of the file's nodes cost a generic metadata lookup (a third of registering into a
        // 5,000-case enum went to walking the tree).
        let collector = NodeCollector(
            isMatch: { $0.is(Node.self) },
            // No declaration but a case can sit inside a `case` declaration, so a search for types or
            // functions need not look into each of an enum's cases.
            entersEnumCases: !isDeclaration(Node.self) || Node.self == EnumCaseDeclSyntax.self
        )
        collector.walk(root)
        return collector.nodes.compactMap { $0.as(Node.self) }.filter(matches)
    }

    /// Whether `type` is a declaration's node: `DeclSyntax` or one of its choices. Asked of the choices, not
    /// as `type is any DeclSyntaxProtocol.Type`: for a type that is not one (`StringLiteralExprSyntax`) that
    /// cast made the runtime scan the binary's conformances (docs/PERFORMANCE.md, session 48).
    static func isDeclaration(_ type: any SyntaxProtocol.Type) -> Bool {
        guard type != DeclSyntax.self else { return true }
        guard case .choices(let choices) = DeclSyntax.structure else { return false }
        return choices.contains {
            guard case .node(let choice) = $0 else { return false }
            return choice == type
        }
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

/// Collects the nodes a test accepts, in source order. Tokens are never collected (no caller looks for
/// them), which also spares the test for half of all nodes.
private final class NodeCollector: SyntaxAnyVisitor {
    private let isMatch: (Syntax) -> Bool
    private let entersEnumCases: Bool
    private(set) var nodes: [Syntax] = []

    init(isMatch: @escaping (Syntax) -> Bool, entersEnumCases: Bool) {
        self.isMatch = isMatch
        self.entersEnumCases = entersEnumCases
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if isMatch(node) {
            nodes.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        entersEnumCases ? visitAny(Syntax(node)) : .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
    }
}
