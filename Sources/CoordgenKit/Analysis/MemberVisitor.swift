import SwiftSyntax

/// Walks one member declaration: the values it binds and the calls that add or start children.
final class MemberVisitor: SyntaxVisitor {
    private let conventions: AnalysisConventions
    private let file: SourceFile

    /// Local constants and variables with their initial or last assigned value.
    private(set) var bindings: [String: ExprSyntax] = [:]
    /// Locals declared with a type and no value.
    private(set) var annotations: [String: TypeSyntax] = [:]
    /// `self.x = …` assignments.
    private(set) var selfAssignments: [String: ExprSyntax] = [:]
    /// Parameter names of the function and of its closures.
    private(set) var parameters: Set<String> = []
    private(set) var childSites: [FlowScanner.ChildSite] = []
    private(set) var calls: [FunctionCallExprSyntax] = []

    /// Labels that make a plain `add(…)` add a child: `add(coordinator:)`, `add(child:)`.
    static let childLabels: Set<String> = ["coordinator", "child", "childCoordinator"]

    init(conventions: AnalysisConventions, file: SourceFile) {
        self.conventions = conventions
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        parameters.insert((node.secondName ?? node.firstName).text)
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        parameters.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        parameters.insert((node.secondName ?? node.firstName).text)
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        // A stored property's own binding is read through `FlowScanner.property`, not as a local.
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) != true
        {
            if let value = node.initializer?.value {
                bindings[name] = value
            } else if let type = node.typeAnnotation?.type {
                annotations[name] = type
            }
        } else if let tuple = node.pattern.as(TuplePatternSyntax.self),
            let first = tuple.elements.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = node.initializer?.value
        {
            // `let (coordinator, module) = factory.makeBox()`: the first element is what a factory
            // returning a tuple constructs first (see `AppFacts.returnedConstructions`).
            bindings[first] = value
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            bindings[name] = value
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let target = elements[0]
        let value = elements[2]
        if let member = target.as(MemberAccessExprSyntax.self), member.base.map(SyntaxNames.isSelf) == true {
            selfAssignments[member.declName.baseName.text] = value
        } else if let reference = target.as(DeclReferenceExprSyntax.self) {
            bindings[reference.baseName.text] = value
        } else if let subscripted = target.as(SubscriptCallExprSyntax.self),
            SyntaxNames.lastName(subscripted.calledExpression) == conventions.childrenProperty
        {
            childSites.append(site(value, via: "subscript", explicit: true, at: node))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        let name = SyntaxNames.calledName(node) ?? ""
        let receiver = SyntaxNames.receiver(node)
        let first = node.arguments.first
        if ["append", "insert"].contains(name), let receiver, SyntaxNames.lastName(receiver) == conventions.childrenProperty,
            let first, first.label == nil
        {
            childSites.append(site(first.expression, via: name, explicit: true, at: node))
        } else if let first, receiver == nil || receiver.map(SyntaxNames.isSelf) == true,
            conventions.addChildMethods.contains(name) || (name == "add" && Self.childLabels.contains(first.label?.text ?? ""))
        {
            childSites.append(site(first.expression, via: name, explicit: true, at: node))
        } else if name == "start" || name.hasPrefix("startAs") || name.hasPrefix("start(") {
            if let receiver, !SyntaxNames.isSelf(receiver), !receiver.is(SuperExprSyntax.self) {
                childSites.append(site(receiver, via: "start", explicit: false, at: node))
            }
        }
        return .visitChildren
    }

    private func site(_ expression: ExprSyntax, via: String, explicit: Bool, at node: some SyntaxProtocol) -> FlowScanner.ChildSite {
        FlowScanner.ChildSite(
            expression: expression, via: via, isExplicitAdd: explicit,
            location: CoordinatorGraph.Location(file: file.path, line: file.line(of: node)))
    }
}
