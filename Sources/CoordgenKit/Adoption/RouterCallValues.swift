import SwiftSyntax

/// What an app's own calls of its router pass for the parameters the router gives no default
/// (`router.push(module, hideBar: false)` where the protocol declares only `push(_:hideBar:)` and
/// `push(_:animated:hideBar:)`): by label, the literal most of the calls pass. ``RouterScreenArguments``
/// fills a generated call's parameters with them where neither coordgen nor the router's implementation
/// knows a value.
enum RouterCallValues {
    /// The values the calls of `method` on `property` (`router.push`, `self.router.push`,
    /// `self?.router.push`) pass, by argument label: for each label the literal passed most often (the
    /// first seen among equals). Only literals count (`false`, `nil`, `0.3`, `.fade`): a variable names
    /// something the generated code does not have.
    static func values(of method: String, on property: String, in index: DeclarationIndex) -> [String: String] {
        var counts: [String: [(value: String, count: Int)]] = [:]
        var seenFiles: Set<String> = []
        for file in index.declarations.map(\.file) where seenFiles.insert(file.path).inserted {
            guard file.text.containsUTF8(".\(method)(") else { continue }
            let collector = CallCollector(method: method, property: property)
            collector.walk(file.tree)
            for (label, value) in collector.arguments {
                var values = counts[label, default: []]
                if let position = values.firstIndex(where: { $0.value == value }) {
                    values[position].count += 1
                } else {
                    values.append((value, 1))
                }
                counts[label] = values
            }
        }
        return counts.compactMapValues { values in
            values.enumerated().max { ($0.element.count, -$0.offset) < ($1.element.count, -$1.offset) }?.element.value
        }
    }

    /// Whether `expression` is a literal a generated call can pass as it is.
    static func isLiteral(_ expression: ExprSyntax) -> Bool {
        if expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
            || expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
        {
            return true
        }
        // An enum case of the parameter's own type (`.fade`).
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return true }
        return false
    }

    /// The labelled literal arguments of every call of `method` on `property`.
    private final class CallCollector: SyntaxVisitor {
        let method: String
        let property: String
        var arguments: [(label: String, value: String)] = []

        init(method: String, property: String) {
            self.method = method
            self.property = property
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == method,
                let base = callee.base, Self.names(base, property)
            else { return .visitChildren }
            for argument in node.arguments {
                guard let label = argument.label?.text, RouterCallValues.isLiteral(argument.expression) else { continue }
                arguments.append((label, argument.expression.trimmedDescription))
            }
            return .visitChildren
        }

        /// Whether `base` is the property itself: `router`, `self.router`, `self?.router`.
        private static func names(_ base: ExprSyntax, _ property: String) -> Bool {
            if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == property }
            guard let member = base.as(MemberAccessExprSyntax.self), member.declName.baseName.text == property,
                let owner = member.base
            else { return false }
            let selfExpression = owner.as(OptionalChainingExprSyntax.self)?.expression ?? owner
            return selfExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        }
    }
}
