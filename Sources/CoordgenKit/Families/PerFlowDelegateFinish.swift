import SwiftSyntax

/// How a flow finishes in apps whose flows each declare a delegate protocol of their own
/// (`shape.finish.delegatePerFlow`, read by ``PerFlowDelegateDetector``): the new flow declares
/// `protocol ZebraCoordinatorDelegate: AnyObject { func zebraCoordinatorDidFinish(_ coordinator:
/// ZebraCoordinator) }` and a `weak var delegate` of that type, tells it when it ends, and its parent
/// adopts the protocol in an extension of its own that lets the child go the way the parent lets its
/// other children go.
///
/// Orthogonal to the families (a per-flow delegate goes with any way of showing screens), it owns what
/// it adds to a flow the way a family does: the protocol and its method, the parent's conformance
/// (generated, removed and renamed with the flow).
struct PerFlowDelegateFinish: Sendable {
    let finish: FinishMechanism
    let protocolPattern: String
    let methodPattern: String
    let property: String

    /// What stands for the flow's name in lower camel case in a recorded method (`{name}CoordinatorDidFinish`).
    static let lowerPlaceholder = "{name}"

    init?(_ finish: FinishMechanism) {
        guard finish.kind == .delegate, finish.delegatePerFlow == true, let protocolPattern = finish.protocol,
            let methodPattern = finish.flowMethod, let property = finish.property
        else { return nil }
        self.finish = finish
        self.protocolPattern = protocolPattern
        self.methodPattern = methodPattern
        self.property = property
    }

    /// `pattern` with the flow's name put in, as is for `{Name}` and in lower camel case for `{name}`.
    static func apply(_ pattern: String, to stem: String) -> String {
        NamingScheme.apply(pattern.replacingOccurrences(of: lowerPlaceholder, with: stem.lowerCamelCased), to: stem)
    }

    /// The flow's own protocol (`ZebraCoordinatorDelegate`).
    func protocolName(for stem: String) -> String { Self.apply(protocolPattern, to: stem) }

    /// The protocol's method's base name (`zebraCoordinatorDidFinish`).
    func methodName(for stem: String) -> String { Self.apply(String(methodPattern.prefix { $0 != "(" }), to: stem) }

    /// The method's argument label for the finished coordinator (`_`).
    var label: String {
        guard let open = methodPattern.firstIndex(of: "(") else { return "_" }
        let label = methodPattern[methodPattern.index(after: open)...].prefix { $0 != ":" && $0 != ")" }
        return label.isEmpty ? "_" : String(label)
    }

    /// The finish the flow's templates write: its own protocol, whose method takes it.
    func flowFinish(flowClass: String, stem: String) -> FinishMechanism {
        var effective = finish
        effective.protocol = protocolName(for: stem)
        effective.method = methodName(for: stem)
        effective.labels = [label]
        effective.parameterType = flowClass
        effective.flowMethod = nil
        return effective
    }

    /// `func zebraCoordinatorDidFinish(_ coordinator: ZebraCoordinator)`, with the parameter named `parameter`.
    func requirement(flowClass: String, stem: String, parameter: String = "coordinator") -> String {
        let labelText = label == parameter ? "" : "\(label) "
        return "func \(methodName(for: stem))(\(labelText)\(parameter): \(flowClass))"
    }

    // MARK: The parent's conformance

    /// The extension that makes the parent adopt the flow's protocol, and why it reads as it does.
    struct Conformance: Sendable, Equatable {
        let parentClass: String
        let protocolName: String
        /// The method's declaration and the statement that lets the child go.
        let declaration: String
        let body: String
        let note: String
    }

    /// The parent's conformance for the flow `flowClass`: the method lets the child go the way the
    /// parent lets its other children go in their delegate methods (the statement naming the finished
    /// child, with its parameter's name), else the way the app's protocol does (`removeChild(_:)`), else
    /// by identity from the children.
    func conformance(flowClass: String, stem: String, parent: String, parentSource: String?, shape: ProtocolShape) -> Conformance {
        let protocolName = protocolName(for: stem)
        let header = "\(flowClass) declares \(protocolName) with \(methodName(for: stem))(\(label):) and tells its \(property) when it ends"
        if let source = parentSource, let sibling = siblingRemoval(in: source, parent: parent) {
            return Conformance(
                parentClass: parent, protocolName: protocolName,
                declaration: requirement(flowClass: flowClass, stem: stem, parameter: sibling.parameter), body: sibling.statement,
                note:
                    "\(header); \(parent) adopts it in an extension and lets the child go as it does in \(sibling.method)(_:) (`\(sibling.statement)`); the arguments its other children pass are theirs and are not copied"
            )
        }
        let parameter = "coordinator"
        let body: String
        if let children = shape.children, let remove = children.removeCall(parameter) {
            body = remove
        } else if let children = shape.children, children.collection == .array {
            body = "\(children.name).removeAll { $0 === \(parameter) }"
        } else {
            body = "_ = \(parameter)"
        }
        return Conformance(
            parentClass: parent, protocolName: protocolName,
            declaration: requirement(flowClass: flowClass, stem: stem, parameter: parameter), body: body,
            note:
                "\(header); \(parent) adopts it in an extension that lets the child go (`\(body)`): it adopts no other flow's delegate to learn from"
        )
    }

    /// The first statement of the parent's delegate methods for its other children (`{name}CoordinatorDidFinish`
    /// in the class or its extensions) that names the finished child and lets it go.
    private func siblingRemoval(in source: String, parent: String) -> (method: String, parameter: String, statement: String)? {
        guard let parsed = try? ParsedSwiftSource(source) else { return nil }
        let base = String(methodPattern.prefix { $0 != "(" })
        let functions = SwiftDeclarationLookup.all(FunctionDeclSyntax.self, in: parsed.tree) { function in
            Self.owner(of: function) == parent && Self.matches(base, function.name.text)
        }
        for function in functions {
            guard let parameter = function.signature.parameterClause.parameters.first(where: { $0.firstName.text == label }) else {
                continue
            }
            let name = (parameter.secondName ?? parameter.firstName).text
            for item in function.body?.statements ?? [] {
                let text = item.item.trimmedDescription
                let names = SwiftDeclarationLookup.all(DeclReferenceExprSyntax.self, in: item) { $0.baseName.text == name }
                guard !names.isEmpty, !text.contains("\n"), Self.letsGo(text) else { continue }
                return (function.name.text, name, text)
            }
        }
        return nil
    }

    /// Whether `name` is the method pattern `base` for some flow (`signInCoordinatorDidFinish` for
    /// `{name}CoordinatorDidFinish`).
    private static func matches(_ base: String, _ name: String) -> Bool {
        let parts = base.replacingOccurrences(of: lowerPlaceholder, with: NamingScheme.placeholder)
            .components(separatedBy: NamingScheme.placeholder)
        guard parts.count == 2 else { return base == name }
        return name.count > parts[0].count + parts[1].count && name.hasPrefix(parts[0]) && name.hasSuffix(parts[1])
    }

    /// A statement that drops a child: a call or an assignment that removes, frees or clears.
    private static func letsGo(_ statement: String) -> Bool {
        let lowered = statement.lowercased()
        return ["remove", "free", "release", "filter", "= nil"].contains { lowered.contains($0) }
    }

    /// The class or extended type whose body declares `function`.
    private static func owner(of function: FunctionDeclSyntax) -> String? {
        guard let owner = function.parent?.parent?.parent?.parent else { return nil }
        if let decl = owner.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = owner.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
        return nil
    }

    // MARK: Removal and rename

    /// The parents' extensions adopting the flow's protocol, which `remove coordinator` takes back with it.
    func parts(of flow: FlowName, in finder: FlowPartsFinder) -> GeneratedParts {
        var parts = GeneratedParts()
        let protocolName = protocolName(for: flow.typeStem)
        let flowClass = NamingScheme.apply(finder.shape.naming.flowClass, to: flow.typeStem)
        let adopters = Set(finder.index.declarations.filter { $0.name != flowClass && $0.inherited.contains(protocolName) }.map(\.name))
        for adopter in adopters.sorted() {
            parts.declarations.append(.flowConformance(type: adopter, protocol: protocolName))
        }
        return parts
    }

    /// The protocol's and its method's new names, which `rename coordinator` gives them.
    func renames(from old: String, to new: String) -> [String: String] {
        [protocolName(for: old): protocolName(for: new), methodName(for: old): methodName(for: new)]
    }
}
