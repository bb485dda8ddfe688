import SwiftSyntax

/// The calls that start the example where its parent starts each flow by a method of its own, called in
/// a row (`start()` calling `makeHomeCoordinator()`, `makeProfileCoordinator()`, … in a tab coordinator,
/// often a struct that keeps no child): the copied method (`makeZebraCoordinator()`) is called right
/// after the example's call, or nothing would start the new flow. Only in a block that calls another
/// method named alike (same leading verb, same last word) the same way: a method that starts one flow
/// alone is that flow's, and a second call there would start both at once.
enum ExampleStartCalls {
    /// The statements of `tree` that call one of `copiedMembers` (the example's members copied, by old
    /// name) as a statement of its own, beside calls of methods named alike; not those inside `skipping`
    /// (nodes copied whole).
    static func statements(in tree: SourceFileSyntax, calling copiedMembers: Set<String>, skipping: [Syntax]) -> [Syntax] {
        guard !copiedMembers.isEmpty else { return [] }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.blocks.flatMap { block -> [Syntax] in
            let calls = block.compactMap { item in calledName(item).map { (item, $0) } }
            return calls.filter { item, name in
                copiedMembers.contains(name) && calls.contains { $0.1 != name && namedAlike($0.1, name) }
                    && !skipping.contains { copied in copied.position <= item.position && item.endPosition <= copied.endPosition }
            }.map { Syntax($0.0) }
        }
    }

    /// `makeProfile()` or `self.makeProfile()` as a statement of its own: the method's name.
    static func calledName(_ item: CodeBlockItemSyntax) -> String? {
        guard let call = item.item.as(FunctionCallExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
        else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// Same leading lowercase verb and same last capitalised word (`makeHomeCoordinator`,
    /// `makeStudentProfileCoordinator`).
    static func namedAlike(_ one: String, _ other: String) -> Bool {
        let verb = { (name: String) in name.prefix { $0.isLowercase } }
        let lastWord = { (name: String) in name.lastIndex(where: \.isUppercase).map { String(name[$0...]) } ?? "" }
        return !verb(one).isEmpty && verb(one) == verb(other) && !lastWord(one).isEmpty && lastWord(one) == lastWord(other)
    }

    private final class Finder: SyntaxVisitor {
        var blocks: [CodeBlockItemListSyntax] = []
        override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
            if node.parent?.is(SourceFileSyntax.self) == false { blocks.append(node) }
            return .visitChildren
        }
    }
}
