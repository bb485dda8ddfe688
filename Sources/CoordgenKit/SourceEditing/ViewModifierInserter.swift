import SwiftSyntax

/// Adds a view modifier (`.sheet(item: $coordinator.reservation) { … }`) in the SwiftUI view that
/// shows a coordinator, right after an expression of its body, so every existing byte stays:
///
/// 1. after the last `sheet(item:)`/`fullScreenCover(item:)` bound to the coordinator's properties, where
///    it already presents a child flow;
/// 2. else after the view created with `coordinator:` it (`CoordinatorView(coordinator: coordinator)`);
/// 3. else after the `NavigationStack(path: $coordinator.…)` that binds its path;
/// 4. else after its `NavigationStack { … }` (a view that binds its coordinator's flags).
enum ViewModifierInserter {
    /// A view (or `App`) in one file holding a coordinator in a property, and the expression a new
    /// modifier goes after.
    struct Site {
        let typeName: String
        let property: String
        /// 1 to 4, as above: lower is better.
        let rank: Int
        fileprivate let anchor: FunctionCallExprSyntax
        fileprivate let modifierLine: AbsolutePosition?
    }

    /// The best site in `source` for presenting from a coordinator of class `className`, if any.
    static func site(holding className: String, in source: String) throws -> Site? {
        let parsed = try ParsedSwiftSource(source)
        var best: Site?
        for statement in parsed.tree.statements {
            guard let structDecl = statement.item.as(StructDeclSyntax.self) else { continue }
            for member in structDecl.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    holds(binding, className: className)
                else { continue }
                let finder = AnchorFinder(property: name)
                finder.walk(structDecl.memberBlock)
                guard let (rank, anchor, line) = finder.best else { continue }
                if best.map({ rank < $0.rank }) ?? true {
                    best = Site(typeName: structDecl.name.text, property: name, rank: rank, anchor: anchor, modifierLine: line)
                }
            }
        }
        return best
    }

    /// Returns `source` with `modifier` (4-space snippet at column 0, starting with `.`) after the site's
    /// expression, indented as a modifier of it.
    static func addingModifier(_ modifier: String, at site: Site, in source: String) throws -> String {
        let parsed = try ParsedSwiftSource(source)
        let unit = parsed.guessedIndentUnit()
        let start = site.anchor.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = site.anchor.endPositionBeforeTrailingTrivia.utf8Offset
        // A modifier lines up with a block that closes on its own line (`NavigationStack { … }`), and is
        // indented under a one-line view (`CoordinatorView(coordinator: coordinator)`).
        let closesOnOwnLine = end > start && parsed.bytes[end - 1] == UInt8(ascii: "}") && parsed.isFirstOnLine(end - 1)
        let base =
            site.modifierLine.map { parsed.indentation(ofLineAt: $0.utf8Offset) }
            ?? parsed.indentation(ofLineAt: start) + (closesOnOwnLine ? "" : unit)
        let text = SnippetIndenter.reindent(modifier, base: base, unit: unit, lineEnding: parsed.lineEnding)
        let edited = parsed.applying(.insert(parsed.lineEnding + text, at: site.anchor.endPositionBeforeTrailingTrivia.utf8Offset))
        do {
            _ = try ParsedSwiftSource(edited)
        } catch {
            throw SourceEditError.verificationFailed("the modifier does not parse after \(site.typeName)'s view: \(error)")
        }
        return edited
    }

    /// `@ObservedObject var coordinator: AppCoordinator`, `@StateObject private var coordinator = AppCoordinator()`.
    private static func holds(_ binding: PatternBindingSyntax, className: String) -> Bool {
        if let type = binding.typeAnnotation?.type, SyntaxNames.typeName(type) == className { return true }
        if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == className
        {
            return true
        }
        return false
    }
}

/// The expressions of a view's body a modifier can follow, ranked.
private final class AnchorFinder: SyntaxVisitor {
    let property: String
    var best: (Int, FunctionCallExprSyntax, AbsolutePosition?)?

    init(property: String) {
        self.property = property
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            ["sheet", "fullScreenCover"].contains(member.declName.baseName.text),
            node.arguments.contains(where: { $0.label?.text == "item" && $0.expression.trimmedDescription.hasPrefix("$\(property).") })
        {
            // The outermost (last) of several wins: it ends after the others.
            if best.map({ $0.0 > 1 || $0.1.endPosition < node.endPosition }) ?? true {
                best = (1, node, member.period.positionAfterSkippingLeadingTrivia)
            }
        } else if node.arguments.contains(where: { $0.label?.text == "coordinator" && $0.expression.trimmedDescription == property }) {
            if best.map({ $0.0 > 2 }) ?? true { best = (2, node, nil) }
        } else if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationStack",
            node.arguments.contains(where: { $0.label?.text == "path" && $0.expression.trimmedDescription.hasPrefix("$\(property).") })
        {
            if best.map({ $0.0 > 3 }) ?? true { best = (3, node, nil) }
        } else if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationStack", node.trailingClosure != nil {
            if best == nil { best = (4, node, nil) }
        }
        return .visitChildren
    }
}
