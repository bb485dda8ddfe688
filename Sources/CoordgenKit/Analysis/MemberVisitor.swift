import SwiftSyntax

/// Walks one member declaration: the values it binds and the calls that add or start children.
final class MemberVisitor: SyntaxVisitor {
    private let conventions: AnalysisConventions
    private let file: SourceFile

    /// Local constants and variables with every value bound to them, in source order, and whether it
    /// was declared there (`let x = …`, scoped to its block) or assigned (`x = …`).
    private var bindings: [String: [(value: ExprSyntax, declared: Bool)]] = [:]
    /// Locals declared with a type and no value.
    private(set) var annotations: [String: TypeSyntax] = [:]
    /// `self.x = …` assignments.
    private(set) var selfAssignments: [String: ExprSyntax] = [:]
    /// Parameter names of the function and of its closures.
    private(set) var parameters: Set<String> = []
    private(set) var childSites: [FlowScanner.ChildSite] = []
    /// Every call under the member, in source order (``SyntaxSearch/calls(in:)``'s list).
    private(set) var calls: [FunctionCallExprSyntax] = []
    /// Every unfolded operator sequence under the member, in source order (``SyntaxSearch/sequences(in:)``'s
    /// list): with ``calls``, what `doctor`'s rule notes read of the member (``WalkedMember``).
    private(set) var sequences: [SequenceExprSyntax] = []
    /// Which of ``namesNoted`` the member mentions as a value (a reference's name: what
    /// ``ParentNeverToldRule/mentioned(_:in:)`` finds in its tokens).
    private(set) var mentioned: Set<String> = []
    private let namesNoted: Set<String>

    /// Labels that make a plain `add(…)` add a child: `add(coordinator:)`, `add(child:)`.
    /// XCoordinator's transitions that show what they are given, written without a base (`.present(x)`).
    static let transitions: Set<String> = ["present", "presentOnRoot", "push", "show", "showDetail"]

    static let childLabels: Set<String> = ["coordinator", "child", "childCoordinator"]

    /// The value the local `name` holds where `use` reads it: the last one bound before `use`, declared
    /// in a block that encloses `use` or assigned anywhere (a `let coordinator` in each `case` of a
    /// switch is a different constant in each); the last one bound when none comes before it.
    func binding(of name: String, at use: some SyntaxProtocol) -> ExprSyntax? {
        guard let values = bindings[name] else { return nil }
        let visible = values.last { bound in
            bound.value.position < use.position && (!bound.declared || Self.block(of: bound.value).map { Self.encloses($0, use) } ?? true)
        }
        return (visible ?? values.last)?.value
    }

    private func bind(_ name: String, to value: ExprSyntax, declared: Bool) {
        bindings[name, default: []].append((value, declared))
    }

    /// The statements a declaration's value belongs to: its function's, closure's or `case`'s body.
    private static func block(of node: some SyntaxProtocol) -> CodeBlockItemListSyntax? {
        var current = node.parent
        while let parent = current {
            if let block = parent.as(CodeBlockItemListSyntax.self) { return block }
            current = parent.parent
        }
        return nil
    }

    private static func encloses(_ block: CodeBlockItemListSyntax, _ node: some SyntaxProtocol) -> Bool {
        block.position <= node.position && node.endPosition <= block.endPosition
    }

    /// `noting` names whose mentions are recorded (``mentioned``); none for the graph alone.
    init(conventions: AnalysisConventions, file: SourceFile, noting names: Set<String> = []) {
        self.conventions = conventions
        self.file = file
        namesNoted = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if !namesNoted.isEmpty {
            let name = node.baseName.text
            if namesNoted.contains(name) { mentioned.insert(name) }
        }
        return .visitChildren
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
                bind(name, to: value, declared: true)
            } else if let type = node.typeAnnotation?.type {
                annotations[name] = type
            }
        } else if let tuple = node.pattern.as(TuplePatternSyntax.self),
            let first = tuple.elements.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = node.initializer?.value
        {
            // `let (coordinator, module) = factory.makeBox()`: the first element is what a factory
            // returning a tuple constructs first (see `AppFacts.returnedConstructions`).
            bind(first, to: value, declared: true)
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            bind(name, to: value, declared: true)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        sequences.append(node)
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let target = elements[0]
        let value = elements[2]
        if let member = target.as(MemberAccessExprSyntax.self), member.base.map(SyntaxNames.isSelf) == true {
            selfAssignments[member.declName.baseName.text] = value
        } else if let reference = target.as(DeclReferenceExprSyntax.self) {
            bind(reference.baseName.text, to: value, declared: false)
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
        if let collection = CollectionChildren.addedCollection(by: node, conventions: conventions) {
            var added = site(collection, via: name, explicit: true, at: node)
            added.isCollection = true
            childSites.append(added)
        } else if ["append", "insert"].contains(name), let receiver, SyntaxNames.lastName(receiver) == conventions.childrenProperty,
            let first, first.label == nil
        {
            childSites.append(site(first.expression, via: name, explicit: true, at: node))
        } else if let first, receiver == nil || receiver.map(SyntaxNames.isSelf) == true,
            conventions.addChildMethods.contains(name) || (name == "add" && Self.childLabels.contains(first.label?.text ?? ""))
        {
            childSites.append(site(first.expression, via: name, explicit: true, at: node))
        } else if let first, first.label == nil, Self.transitions.contains(name),
            let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
        {
            // XCoordinator: a transition showing a child (`return .present(coordinator)` in prepareTransition(for:)).
            childSites.append(site(first.expression, via: name, explicit: false, at: node))
        } else if name == "contribute", let first, first.label?.text == "withNextPresentable",
            let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == "FlowContributor"
        {
            // RxFlow: a flow contributed to its parent (`.contribute(withNextPresentable: flow, withNextStepper: …)`).
            childSites.append(site(first.expression, via: name, explicit: false, at: node))
        } else if let child = StinsenRouteChild.child(returnedBy: node, name: name, in: file) {
            // Stinsen: a make function a route names returns the child (`return NavigationViewCoordinator(ProfileCoordinator())`).
            childSites.append(site(child, via: "route", explicit: false, at: node))
        } else if conventions.startMethods.contains(name) || name.hasPrefix("startAs") || name.hasPrefix("start(") {
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
