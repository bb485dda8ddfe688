import SwiftParser
import SwiftSyntax

/// The declarations of one Swift file that hold code (a method, an initialiser, a property, a
/// type's other members, the file's top-level statements), each with the names it declares and the
/// names its code uses: what ``PlannedCodeReachability`` follows to tell whether anything the app runs
/// reaches a new flow.
struct PlannedCodeUnit {
    /// The enclosing types, outermost first (an extension counts as its extended type).
    let container: [String]
    /// The names the unit declares (a method's base name, a property's bindings, `init`); empty for
    /// top-level statements.
    let names: [String]
    /// The unit's identity in its file: container, kind and signature (parameter labels).
    let key: String
    /// Every identifier its code names, apart from the names it declares.
    let references: Set<String>
    /// The identifiers its code names as values (`Zebra(…)`, `Zebra.self`), not as types (`is Zebra`, `: Zebra`).
    let valueReferences: Set<String>
    /// The identifiers its code reads: named somewhere other than as the target of an assignment
    /// (`zebraCoordinator = …` and `self.zebraCoordinator = nil` write it; `$coordinator.zebraCoordinator`
    /// and `zebraCoordinator?.start()` read it).
    let reads: Set<String>
    /// The values it only stores, by the property each is assigned to (`zebraCoordinator = ZebraCoordinator(…)`:
    /// `ZebraCoordinator` → `zebraCoordinator`): what such a value does depends on who reads the property.
    let storedValues: [String: Set<String>]
    /// The values it names outside the right-hand side of an assignment to a property (`let child =
    /// ZebraCoordinator(…)`, `start(ZebraCoordinator(…))`).
    let freeValues: Set<String>
    /// A stored property (its value is made with its type, and used where the property is read).
    let isStoredProperty: Bool
    /// Run by the frameworks rather than by a call of the app's: an override, `@objc`, `@IBAction`,
    /// an initialiser, a property wrapper's property (`@Route var zebra = makeZebra` registers it).
    let isRunByFrameworks: Bool
    /// A method other types may call that returns nothing (`func showZebra()`): like the open method a
    /// built-in family writes, an action the app calls where the flow begins, so it counts as running.
    /// A private one, or one returning a value (`makeZebraCoordinator() -> …`, whose value goes nowhere
    /// until something calls it), runs only where running code calls it.
    var isAction = false
    /// A `private` or `fileprivate` member: only its own type (file) uses it.
    var isPrivate = false
    /// A method returning nothing (no result, `Void`, `()`).
    var returnsNothing = false
    /// A method (`func`).
    var isFunction = false
    /// What the unit is called in a message: `TabBarController.configureTabs()`.
    let label: String
    /// Whether the plan adds it (a file the plan creates, or a member the edited file did not have).
    var isNew = false
    /// The outermost of its enclosing types that the plan adds (declares, not extends), if any: the
    /// unit runs once running code names that type.
    var newType: String?

    /// The units of `text`.
    static func units(in text: String) -> [PlannedCodeUnit] {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: text))
        return collector.units
    }

    /// The types `text` declares (not extends), by path (`Outer.Inner`).
    static func declaredTypes(in text: String) -> Set<String> {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: text))
        return collector.declaredTypes
    }

    private final class Collector: SyntaxVisitor {
        var units: [PlannedCodeUnit] = []
        var declaredTypes: Set<String> = []
        private var containers: [String] = []

        override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
            let statements = node.statements.filter { !$0.item.is(DeclSyntax.self) }
            if !statements.isEmpty {
                let tokens = statements.flatMap { Array($0.tokens(viewMode: .sourceAccurate)) }
                units.append(PlannedCodeUnit.make(container: [], names: [], key: "top-level", tokens: tokens, flags: (false, true), label: "top-level code"))
            }
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, declaring: true) }
        override func visitPost(_ node: ClassDeclSyntax) { containers.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, declaring: true) }
        override func visitPost(_ node: StructDeclSyntax) { containers.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, declaring: true) }
        override func visitPost(_ node: EnumDeclSyntax) { containers.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, declaring: true) }
        override func visitPost(_ node: ActorDeclSyntax) { containers.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.extendedType.trimmedDescription.components(separatedBy: ".").last ?? "")
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { containers.removeLast() }

        private func enter(_ name: String, declaring: Bool = false) -> SyntaxVisitorContinueKind {
            containers.append(name)
            if declaring { declaredTypes.insert(containers.joined(separator: ".")) }
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            add(node, names: [node.name.text], signature: "func \(node.name.text)(\(labels))", label: "\(node.name.text)()")
            let returned = node.signature.returnClause?.type.trimmedDescription
            let hidden = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
            let returnsNothing = returned == nil || returned == "Void" || returned == "()"
            units[units.count - 1].isAction = !hidden && returnsNothing
            units[units.count - 1].isPrivate = hidden
            units[units.count - 1].returnsNothing = returnsNothing
            units[units.count - 1].isFunction = true
            return .skipChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            add(node, names: ["init"], signature: "init(\(labels))", label: "init(\(labels))", runByFrameworks: true)
            return .skipChildren
        }

        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node, names: ["subscript"], signature: "subscript\(node.parameterClause.trimmedDescription)", label: "subscript")
            return .skipChildren
        }

        override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node, names: ["deinit"], signature: "deinit", label: "deinit", runByFrameworks: true)
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            let stored = node.bindings.allSatisfy { binding in
                binding.accessorBlock.map { block in
                    // Observers (`didSet`) keep a property stored; a getter makes it computed.
                    if case .accessors(let list) = block.accessors {
                        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
                    }
                    return false
                } ?? true
            }
            add(
                node, names: names, signature: "var \(names.joined(separator: ","))", label: names.joined(separator: ", "),
                stored: stored, runByFrameworks: stored && !node.attributes.isEmpty)
            return .skipChildren
        }

        override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        private func add(
            _ node: some DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax, names: [String], signature: String, label: String,
            stored: Bool = false, runByFrameworks: Bool = false
        ) {
            let attributes = node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            let frameworks =
                runByFrameworks || node.modifiers.contains { $0.name.text == "override" }
                || attributes.contains { ["objc", "IBAction", "IBSegueAction"].contains($0) }
            let container = containers.joined(separator: ".")
            let tokens = Array(node.tokens(viewMode: .sourceAccurate))
            units.append(
                PlannedCodeUnit.make(
                    container: containers, names: names, key: "\(container) \(signature)", tokens: tokens, flags: (stored, frameworks),
                    label: container.isEmpty ? label : "\(container).\(label)"))
        }
    }

    private static func make(
        container: [String], names: [String], key: String, tokens: [TokenSyntax], flags: (stored: Bool, frameworks: Bool), label: String
    ) -> PlannedCodeUnit {
        var references: Set<String> = []
        var values: Set<String> = []
        var reads: Set<String> = []
        var stored: [String: Set<String>] = [:]
        var free: Set<String> = []
        for token in tokens {
            guard case .identifier(let text) = token.tokenKind else { continue }
            if isDeclaredName(token) { continue }
            references.insert(text)
            if !isAssignmentTarget(token) { reads.insert(text) }
            guard isValue(token) else { continue }
            values.insert(text)
            if let property = propertyAssigned(withValueHolding: token) {
                stored[text, default: []].insert(property)
            } else {
                free.insert(text)
            }
        }
        return PlannedCodeUnit(
            container: container, names: names, key: key, references: references, valueReferences: values, reads: reads,
            storedValues: stored, freeValues: free, isStoredProperty: flags.stored, isRunByFrameworks: flags.frameworks, label: label)
    }

    /// The assignment whose target `expression` is (`x = …`, `self.x = …`), if it is one.
    private static func assignment(target expression: ExprSyntax) -> SequenceExprSyntax? {
        guard let list = expression.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self),
            list.first?.id == expression.id, list.count == 3, list.dropFirst().first?.is(AssignmentExprSyntax.self) == true
        else { return nil }
        return sequence
    }

    /// The expression `token` is the root of, climbing `self.x`, `x!`, `x?` and member accesses on it
    /// (`zebraCoordinator!.onDismissed` for the `zebraCoordinator` there).
    private static func rootedExpression(of token: TokenSyntax) -> ExprSyntax? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.baseName.id == token.id else { return nil }
        var current = ExprSyntax(reference)
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self) {
                let isSelfsMember = member.declName.id == current.id && member.base.map(isSelf) == true
                guard member.base?.id == current.id || isSelfsMember else { return current }
                current = ExprSyntax(member)
            } else if parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
                current = ExprSyntax(parent)!
            } else {
                return current
            }
        }
        return current
    }

    /// `self`, `self?` or `self!` (inside a `[weak self]` closure).
    private static func isSelf(_ expression: ExprSyntax) -> Bool {
        if let wrapped = expression.as(OptionalChainingExprSyntax.self)?.expression ?? expression.as(ForceUnwrapExprSyntax.self)?.expression {
            return isSelf(wrapped)
        }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// Whether `token` names what an assignment writes or configures (`zebraCoordinator` of
    /// `self.zebraCoordinator = nil` and of `zebraCoordinator!.onDismissed = { … }`), not a read.
    private static func isAssignmentTarget(_ token: TokenSyntax) -> Bool {
        rootedExpression(of: token).flatMap(assignment(target:)) != nil
    }

    /// The property whose assignment's right-hand side holds `token` (`zebraCoordinator` for the
    /// `ZebraCoordinator` of `self.zebraCoordinator = ZebraCoordinator(…)`), if any.
    private static func propertyAssigned(withValueHolding token: TokenSyntax) -> String? {
        var current = token.parent
        while let node = current {
            if let list = node.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self),
                list.count == 3, list.dropFirst().first?.is(AssignmentExprSyntax.self) == true, list.last?.id == node.id,
                let target = list.first, assignment(target: target)?.id == sequence.id
            {
                if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
                return target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            }
            if node.is(CodeBlockItemSyntax.self) || node.is(ClosureExprSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// Whether `token` is the name a declaration declares (its own name is no use of it).
    private static func isDeclaredName(_ token: TokenSyntax) -> Bool {
        guard let parent = token.parent else { return false }
        if let function = parent.as(FunctionDeclSyntax.self) { return function.name.id == token.id }
        if let pattern = parent.as(IdentifierPatternSyntax.self) { return pattern.identifier.id == token.id }
        return false
    }

    /// Whether `token` names a value (an expression), rather than a type.
    private static func isValue(_ token: TokenSyntax) -> Bool {
        var current = token.parent
        while let node = current {
            if node.is(TypeSyntax.self) { return false }
            if node.is(ExprSyntax.self) { return true }
            current = node.parent
        }
        return false
    }
}
