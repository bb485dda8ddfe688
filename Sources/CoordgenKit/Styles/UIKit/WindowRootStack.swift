import SwiftSyntax

/// The navigation stack a coordinator reaches through the window it holds, where the app's protocol
/// declares no navigation controller and the class holds none: its start makes a navigation controller
/// the window's root (`window.rootViewController = navigationController`) and its methods find it there
/// again (`guard let navigationController = window.rootViewController as? UINavigationController`).
/// A new screen of that coordinator is shown on it the same way, found again in the window.
struct WindowRootStack: Equatable, Sendable {
    /// The window property (`window`), as the class declares it.
    let window: WindowProperty

    /// The statement that finds the stack in the window, naming it `local`.
    func unwrapping(into local: String) -> String {
        "guard let \(local) = \(window.optional ? "\(window.name)?" : window.name).rootViewController as? UINavigationController else { return }"
    }

    /// The stack `className` reaches through its window, read from `source`: nil unless it holds a
    /// `UIWindow` and its own code reads the window's root as a navigation controller or makes one the
    /// window's root.
    static func find(inClass className: String, source: String) throws -> WindowRootStack? {
        let parsed = try ParsedSwiftSource(source)
        guard let window = try WindowProperty.declared(inClass: className, of: parsed, lacking: "rootViewController") else {
            return nil
        }
        let type = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree)
        let finder = RootStackEvidence(window: window.name)
        finder.walk(type)
        return finder.found ? WindowRootStack(window: window) : nil
    }
}

/// Whether a class's code treats its window's root as a navigation controller: a cast of
/// `window.rootViewController` to `UINavigationController`, or an assignment to it of a local made with
/// `UINavigationController(…)` (in the same class; a local of another method of the same name counts).
private final class RootStackEvidence: SyntaxVisitor {
    let window: String
    private(set) var found = false
    private var navigationLocals: Set<String> = []

    init(window: String) {
        self.window = window
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UINavigationController"
            else { continue }
            navigationLocals.insert(name)
        }
        return .visitChildren
    }

    /// As parsed (unfolded), three elements: `window.rootViewController = navigationController`, or
    /// `window.rootViewController as? UINavigationController`.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        var elements = node.elements.makeIterator()
        guard node.elements.count == 3, let target = elements.next(), let operation = elements.next(), let value = elements.next()
        else { return .visitChildren }
        guard isWindowRoot(target) else { return .visitChildren }
        if operation.is(AssignmentExprSyntax.self), let local = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
            navigationLocals.contains(local)
        {
            found = true
        }
        if operation.is(UnresolvedAsExprSyntax.self), let type = value.as(TypeExprSyntax.self)?.type,
            SyntaxNames.typeName(type) == "UINavigationController"
        {
            found = true
        }
        return .visitChildren
    }

    /// `window.rootViewController`, `window?.rootViewController` or `self.window.rootViewController`.
    private func isWindowRoot(_ expression: ExprSyntax) -> Bool {
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "rootViewController",
            var base = access.base
        else { return false }
        if let chained = base.as(OptionalChainingExprSyntax.self) { base = chained.expression }
        if let onSelf = base.as(MemberAccessExprSyntax.self), onSelf.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return onSelf.declName.baseName.text == window
        }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text == window
    }
}
