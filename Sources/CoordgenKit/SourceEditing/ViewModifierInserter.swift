import SwiftSyntax

/// Adds a view modifier (`.sheet(item: $coordinator.reservation) { … }`) in the SwiftUI view that
/// shows a coordinator, right after an expression of its body, so every existing byte stays:
///
/// 1. after the last `sheet(item:)`/`fullScreenCover(item:)` bound to the coordinator's properties, where
///    it already presents a child flow;
/// 2. else after the view created with `coordinator:` it (`CoordinatorView(coordinator: coordinator)`);
/// 3. else after the `NavigationStack(path: $coordinator.…)` that binds its path;
/// 4. else after its `NavigationStack { … }` (a view that binds its coordinator's flags);
/// 5. else after the one container its `body` or its `WindowGroup` holds (`ZStack { … }`, `Group { … }`),
///    where the view shows the coordinator's flows without a stack of its own.
enum ViewModifierInserter {
    /// A view (or `App`) in one file holding a coordinator in a property, and the expression a new
    /// modifier goes after.
    struct Site {
        let typeName: String
        let property: String
        /// The binding to the property where `$property` is none: `Bindable(coordinator)` of a view
        /// that reads an `@Observable` coordinator with `@Environment(AppCoordinator.self)`.
        let binding: String?
        /// 1 to 5, as above: lower is better.
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
                    holds(binding, className: className) || EnvironmentObservable.isRead(variable, className: className)
                else { continue }
                let finder = AnchorFinder(property: name)
                finder.walk(structDecl.memberBlock)
                guard let (rank, anchor, line) = finder.best else { continue }
                if best.map({ rank < $0.rank }) ?? true {
                    let binding = EnvironmentObservable.isRead(variable, className: className) ? "Bindable(\(name))" : nil
                    best = Site(
                        typeName: structDecl.name.text, property: name, binding: binding, rank: rank, anchor: anchor, modifierLine: line)
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

    /// The stored property through which the view `viewName` of `source` holds a `className`
    /// (`homeCoordinator` of `@ObservedObject var homeCoordinator: HomeCoordinator`), if one does.
    static func property(of viewName: String, holding className: String, in source: String) throws -> String? {
        let parsed = try ParsedSwiftSource(source)
        let views = SwiftDeclarationLookup.all(StructDeclSyntax.self, in: parsed.tree) { $0.name.text == viewName }
        for member in views.flatMap(\.memberBlock.members) {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                holds(binding, className: className) || EnvironmentObservable.isRead(variable, className: className),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            return name
        }
        return nil
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
            node.arguments.contains(where: { argument in
                let bound = argument.expression.trimmedDescription
                return argument.label?.text == "item" && (bound.hasPrefix("$\(property).") || bound.hasPrefix("Bindable(\(property))."))
            })
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
            if best.map({ $0.0 > 4 }) ?? true { best = (4, node, nil) }
        } else if best == nil, Self.isOnlyContent(node), let container = Self.chainBase(node), container.trailingClosure != nil,
            container.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text != "WindowGroup"
        {
            best = (5, node, nil)
        }
        return .visitChildren
    }

    /// The view a chain of modifiers starts from (`ZStack { … }` of `ZStack { … }.onChange(of: x) { … }`).
    private static func chainBase(_ node: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var current = node
        while let member = current.calledExpression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base?.as(FunctionCallExprSyntax.self) else { return nil }
            current = base
        }
        return current.calledExpression.is(DeclReferenceExprSyntax.self) ? current : nil
    }

    /// Whether `node` is the one statement of a `body` getter or of a `WindowGroup { … }` closure.
    private static func isOnlyContent(_ node: FunctionCallExprSyntax) -> Bool {
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
            list.count == 1
        else { return false }
        if let closure = list.parent?.as(ClosureExprSyntax.self) {
            return closure.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                == "WindowGroup"
        }
        guard let binding = list.parent?.as(AccessorBlockSyntax.self)?.parent?.as(PatternBindingSyntax.self) else { return false }
        return binding.pattern.trimmedDescription == "body"
    }
}
