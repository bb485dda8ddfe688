import SwiftSyntax

/// The flow's own enum cases and the screens the `switch`es over them dispatch to.
extension ExampleScreenReduction {
    static func caseNames(of own: Set<String>, in index: DeclarationIndex) -> Set<String> {
        var names: Set<String> = []
        for type in own {
            for declaration in index.declarations(named: type) where declaration.kind == .enum {
                for item in declaration.members ?? [] {
                    names.formUnion(item.decl.as(EnumCaseDeclSyntax.self)?.elements.map(\.name.text) ?? [])
                }
            }
        }
        return names
    }

    /// For each own case a `switch` of the flow's own types names in a label, the identifiers its
    /// bodies use outside closures.
    static func showsByCase(of own: Set<String>, cases: Set<String>, in index: DeclarationIndex) -> [String: Set<String>] {
        guard !cases.isEmpty else { return [:] }
        var shows: [String: Set<String>] = [:]
        for type in own {
            for declaration in index.declarations(named: type).filter({ !$0.isNested }) + index.extensions(of: type) {
                guard let members = declaration.members else { continue }
                let finder = CaseBodies(cases: cases)
                finder.walk(members)
                shows.merge(finder.shows) { $0.union($1) }
            }
        }
        return shows
    }
}

/// Walks `switch` cases whose labels name the flow's own enum cases, collecting what their bodies
/// name outside closures.
private final class CaseBodies: SyntaxVisitor {
    let cases: Set<String>
    private(set) var shows: [String: Set<String>] = [:]

    init(cases: Set<String>) {
        self.cases = cases
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        guard case .case(let label) = node.label else { return .visitChildren }
        let named = label.caseItems.flatMap { ExampleScreenReduction.identifiers(in: Syntax($0.pattern)) }.filter(cases.contains)
        guard !named.isEmpty else { return .visitChildren }
        let outside = OutsideClosures()
        outside.walk(node.statements)
        for name in named { shows[name, default: []].formUnion(outside.identifiers) }
        return .visitChildren
    }
}

/// The identifiers of a node outside the closures in it.
private final class OutsideClosures: SyntaxVisitor {
    private(set) var identifiers: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier(let text) = token.tokenKind { identifiers.insert(text) }
        return .skipChildren
    }
}
