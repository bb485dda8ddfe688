import SwiftSyntax

/// The pages a view lists one by one for its tab flows, each through a member named after its flow
/// (`tabCoordinator.homeTabView.tag(MainTabItems.home)`, `tabCoordinator.aboutTabView.tag(…)` in the
/// content of `TabView(selection:)`): where the example's member is copied (`aboutTabView` →
/// `zebraTabView`), its page is repeated right after the original, or the new tab would select an empty
/// page. Only in a closure whose other statements reach a member named alike (the same name after each
/// flow's word, `…TabView`): a statement alone there is that flow's, and a copy would show both at once.
enum ExamplePageStatements {
    /// The statements of `tree`'s closures that reach one of `copiedMembers` (old names) as the first
    /// member of their expression, beside statements reaching members named alike; not those inside
    /// `skipping` (nodes copied already).
    static func statements(in tree: SourceFileSyntax, reaching copiedMembers: Set<String>, stem: String, skipping: [Syntax]) -> [Syntax] {
        let named = copiedMembers.filter { $0.hasPrefix(stem) && $0.count > stem.count }
        guard !named.isEmpty else { return [] }
        return SwiftDeclarationLookup.all(ClosureExprSyntax.self, in: tree) { _ in true }.flatMap { closure -> [Syntax] in
            let leading = closure.statements.map { item in (item, Array(chain(of: item).prefix(2))) }
            return leading.compactMap { item, names -> Syntax? in
                guard let name = names.first(where: named.contains),
                    !skipping.contains(where: { $0.position <= item.position && item.endPosition <= $0.endPosition })
                else { return nil }
                let suffix = name.dropFirst(stem.count)
                let besideAlike = leading.contains { other, otherNames in
                    other.id != item.id
                        && otherNames.contains {
                            $0 != name && !copiedMembers.contains($0) && $0.hasSuffix(suffix) && $0.count > suffix.count
                        }
                }
                return besideAlike ? Syntax(item) : nil
            }
        }
    }

    /// The names of the statement's member-access chain from its root (`tabCoordinator`, `homeTabView`,
    /// `tag`), calls stepped through; empty for any other statement.
    private static func chain(of item: CodeBlockItemSyntax) -> [String] {
        guard var expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression else { return [] }
        var names: [String] = []
        while true {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                expression = call.calledExpression
            } else if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
                names.insert(SourceEditNames.unescaped(access.declName.baseName), at: 0)
                expression = base
            } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                return [SourceEditNames.unescaped(reference.baseName)] + names
            } else {
                return []
            }
        }
    }
}
