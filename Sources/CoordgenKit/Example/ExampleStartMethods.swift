import SwiftSyntax

/// The parent's method that starts the example through a member the copy gets (the coordinator
/// factory's `makeAuthCoordinator(router:)`) without naming its types, called from a switch clause the
/// copy gets (`case .auth: runLoginFlow()`): a copied clause calling it would start the example again, so
/// the method is copied too, and the copied clause calls the copy. Named after the new flow where its
/// name holds the example's (`runAuthFlow()` → `runZebraFlow()`), else as the parent's methods that start
/// its other flows are (`run{Name}Flow` from `runOnboardingFlow()`).
enum ExampleStartMethods {
    struct Method {
        let node: Syntax
        let name: String
        let newName: String
    }

    /// Such methods of the types whose switch clauses are among `copiedNodes`; `members`: the members the
    /// copy gets, by old name; `flowStems`: the app's flows' names in lower case (``ExampleWiring/flowStems(in:)``).
    static func methods(copiedNodes: [Syntax], members: [String: String], flowStems: Set<String>, swap: ExampleNameSwap) -> [Method] {
        var found: [Method] = []
        for clause in copiedNodes.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
            guard let owner = enclosingType(of: Syntax(clause)) else { continue }
            let functions = owner.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            for called in calledNames(in: clause.statements) where members[called] == nil && !found.contains(where: { $0.name == called }) {
                guard let function = functions.first(where: { $0.name.text == called }), function.signature.parameterClause.parameters.isEmpty,
                    !ExampleWiringSites.identifiers(in: Syntax(function)).filter({ members[$0] != nil }).isEmpty,
                    let newName = swap.swapped(called) ?? startMethodName(besides: functions.map(\.name.text), like: called, swap: swap, flowStems: flowStems),
                    !functions.contains(where: { $0.name.text == newName }),
                    let item = function.parent?.as(MemberBlockItemSyntax.self)
                else { continue }
                found.append(Method(node: Syntax(item), name: called, newName: newName))
            }
        }
        return found
    }

    /// The new flow's start method, named as a sibling that starts a flow named after its coordinator is
    /// (`runOnboardingFlow` → `run` + `Zebra` + `Flow`), where `old` has the same verb and last word.
    static func startMethodName(besides names: [String], like old: String, swap: ExampleNameSwap, flowStems: Set<String>) -> String? {
        for name in names where name != old && ExampleStartCalls.namedAlike(name, old) {
            let verb = String(name.prefix { $0.isLowercase })
            guard let last = name.lastIndex(where: \.isUppercase) else { continue }
            let lastWord = String(name[last...])
            let middle = name.dropFirst(verb.count).dropLast(lastWord.count)
            if !middle.isEmpty, flowStems.contains(middle.lowercased()) { return verb + swap.new.typeStem + lastWord }
        }
        return nil
    }

    /// `runLoginFlow()` or `self.runLoginFlow()` called anywhere in `statements`, outside closures.
    private static func calledNames(in statements: CodeBlockItemListSyntax) -> [String] {
        statements.flatMap { item -> [String] in
            let finder = CallFinder(viewMode: .sourceAccurate)
            finder.walk(item)
            return finder.names
        }
    }

    private static func enclosingType(of node: Syntax) -> (any DeclGroupSyntax)? {
        var current = node.parent
        while let parent = current {
            if let group = parent.asProtocol(DeclGroupSyntax.self) { return group }
            current = parent.parent
        }
        return nil
    }

    private final class CallFinder: SyntaxVisitor {
        var names: [String] = []
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                names.append(reference.baseName.text)
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
                names.append(member.declName.baseName.text)
            }
            return .visitChildren
        }
    }
}
