import SwiftSyntax

/// How a flow finishes in apps whose coordinators hold their parent by its class, a different class in
/// each flow (`shape.finish.parentPerFlow`, read by ``PerFlowParentDetector``): the new flow's parent
/// property is typed by its `--parent`'s class, and it tells that parent it is done the way the
/// parent's own children do — through a method the parent declares for it alone
/// (`childZebraCoordinatorDidFinish(_:)`, added to the parent), or through the method every parent
/// has (`removeChildCoordinator(_:)`).
///
/// Orthogonal to the families (a per-flow parent goes with any way of showing screens), it owns what
/// it adds to a flow the way a family does: the choice and its reason, the finish the flow's templates
/// write, the parent's method (generated, removed and renamed with the flow).
struct PerFlowParentFinish: Sendable {
    let finish: FinishMechanism
    let property: String

    init?(_ finish: FinishMechanism) {
        guard finish.kind == .parent, finish.parentPerFlow == true, let property = finish.property else { return nil }
        self.finish = finish
        self.property = property
    }

    /// How one new flow finishes, as decided for its parent.
    struct Choice: Sendable, Equatable {
        /// The finish the flow's templates write: typed by the parent, calling the chosen method.
        let finish: FinishMechanism
        /// The method the parent gets for the flow, when it gets one: its declaration and body.
        let parentMethod: ParentMethod?
        /// Why, for the user.
        let note: String
    }

    /// `func childZebraCoordinatorDidFinish(_ childCoordinator: ZebraCoordinator)` and what it does.
    struct ParentMethod: Sendable, Equatable {
        let name: String
        let declaration: String
        let body: String
    }

    /// The per-flow method's name for a flow (`childZebraCoordinatorDidFinish`), when the app has them.
    func flowMethodName(for stem: String) -> String? {
        finish.flowMethod.map { NamingScheme.apply(String($0.prefix { $0 != "(" }), to: stem) }
    }

    /// The per-flow method's argument label (`_`).
    private var flowMethodLabel: String {
        guard let pattern = finish.flowMethod, let open = pattern.firstIndex(of: "(") else { return "_" }
        let label = pattern[pattern.index(after: open)...].prefix { $0 != ":" && $0 != ")" }
        return label.isEmpty ? "_" : String(label)
    }

    /// How the flow `flowClass` (`stem`) finishes when `parent` starts it, given the methods the parent
    /// declares: a parent that finishes its children through a method each gets one for this flow; else
    /// the method every parent has; else, where the app has per-flow methods only, the parent gets one.
    /// Without a parent, the flow's parent is typed by the coordinator protocol and told through the
    /// generic method, if any.
    func choice(flowClass: String, stem: String, parent: String?, parentMethods: [String], shape: ProtocolShape) -> Choice {
        var effective = finish
        effective.flowMethod = nil
        guard let parent else {
            effective.parentType = shape.name
            if !shape.classBound { effective.weak = false }
            let told = finish.method.map { "told through \($0)(_:), which every \(shape.name) has" } ?? "told nothing: the app's finish methods are each a parent's own"
            return Choice(
                finish: effective, parentMethod: nil,
                note: "\(flowClass).\(property) is a \(shape.name) (the app types it per flow, and the flow has no --parent yet), \(told)")
        }
        effective.parentType = parent
        let ownMethods = parentMethods.filter { method in
            finish.flowMethod.flatMap { NamingScheme.match(String($0.prefix { $0 != "(" }), method) }.map { !$0.isEmpty } ?? false
        }
        if let name = flowMethodName(for: stem), !ownMethods.isEmpty || finish.method == nil {
            effective.method = name
            effective.labels = [flowMethodLabel]
            effective.parameterType = flowClass
            let why =
                ownMethods.isEmpty
                ? "the app's parents finish their children through a method for each, and \(parent) has none yet"
                : "\(parent) finishes its children through a method for each (\(ownMethods.sorted().joined(separator: ", ")))"
            return Choice(
                finish: effective, parentMethod: parentMethod(name, flowClass: flowClass, shape: shape),
                note: "\(why): \(parent) gets \(name)(\(flowMethodLabel):), which \(flowClass) calls through \(property) when it ends")
        }
        guard let generic = finish.method else {
            effective.method = nil
            return Choice(
                finish: effective, parentMethod: nil,
                note: "\(flowClass).\(property) is a \(parent), but the app has no finish method a parent declares (shape.finish.flowMethod in .coordgen.yml): \(flowClass) tells it nothing")
        }
        return Choice(
            finish: effective, parentMethod: nil,
            note: "\(parent) declares no finish method for each child: \(flowClass) tells it through \(generic)(_:), which every \(shape.name) has")
    }

    /// The parent's method for the flow: it drops the finished child the way the parent can.
    private func parentMethod(_ name: String, flowClass: String, shape: ProtocolShape) -> ParentMethod? {
        let label = flowMethodLabel
        let parameter = label == "_" ? "childCoordinator" : label
        let declaration = "func \(name)(\(label == parameter ? "" : "\(label) ")\(parameter): \(flowClass))"
        let body: String
        if let generic = finish.method {
            let genericLabel = finish.labels?.first ?? "_"
            body = "\(generic)(\(genericLabel == "_" ? "" : "\(genericLabel): ")\(parameter))"
        } else if let children = shape.children, children.collection == .array {
            body = "\(children.name).removeAll { $0 === \(parameter) }"
        } else {
            return nil
        }
        return ParentMethod(name: name, declaration: declaration, body: body)
    }

    // MARK: Removal and rename

    /// The parent's method for the flow, which `remove coordinator` takes back.
    func parts(of flow: FlowName, in finder: FlowPartsFinder) -> GeneratedParts {
        var parts = GeneratedParts()
        guard let name = flowMethodName(for: flow.typeStem) else { return parts }
        let owners = finder.declarationsWithMethod(name).filter { $0 != NamingScheme.apply(finder.shape.naming.flowClass, to: flow.typeStem) }
        if !owners.isEmpty { parts.declarations.append(.method(name, inTypes: Set(owners))) }
        parts.methodNames.insert(name)
        return parts
    }

    /// The parent's method's new name, which `rename coordinator` gives it.
    func renames(from old: String, to new: String) -> [String: String] {
        guard let oldName = flowMethodName(for: old), let newName = flowMethodName(for: new) else { return [:] }
        return [oldName: newName]
    }

    // MARK: The parent's methods

    /// The names of the functions class `className` declares in `source`, in its body and extensions.
    static func functionNames(ofClass className: String, in source: String) throws -> [String] {
        try functionNames(ofClass: className, in: ParsedSwiftSource(source))
    }

    /// The same, in a file parsed once for several questions.
    static func functionNames(ofClass className: String, in parsed: ParsedSwiftSource) throws -> [String] {
        let type = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree)
        let extensions = SwiftDeclarationLookup.all(ExtensionDeclSyntax.self, in: parsed.tree) {
            $0.extendedType.trimmedDescription == className
        }
        let blocks = [TypeMemberLookup.memberBlock(of: type)].compactMap { $0 } + extensions.map(\.memberBlock)
        return blocks.flatMap { block in block.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text } }
    }
}
