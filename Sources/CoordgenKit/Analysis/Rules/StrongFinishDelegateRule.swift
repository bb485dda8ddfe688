import SwiftSyntax

/// `strong-finish-delegate`: a child that holds its parent strongly — a strong `finishDelegate` or
/// `parentCoordinator`, a delegate protocol that is not class-bound and so cannot be held weakly, a
/// finish closure that captures the parent strongly, or a screen holding its coordinator strongly —
/// makes a retain cycle. The cycle lasts only while the parent holds the child: where the parent's
/// finish handler removes the child it is a warning ("kept alive until the parent removes it"); where
/// nothing ever removes the child it is an error, since then neither is ever released. A finish
/// closure that captures the very child it is assigned to is a cycle of the child with itself: an error.
public struct StrongFinishDelegateRule: CoordinatorWiseRule {
    public let id = "strong-finish-delegate"
    public let summary =
        "a strong finish delegate or parent reference, a delegate protocol that cannot be weak, a finish closure capturing its parent or its own child"

    public init() {}

    public func check(_ app: AnalyzedApp) -> [Finding] { checkCoordinatorWise(app) }

    func reading(_ facts: AppFacts) -> any CoordinatorReading { Reading(rule: self, facts: facts) }

    /// Each coordinator's strong parent references and finish closures, read on their own; whether a
    /// strong reference's parents ever remove a child is decided once every coordinator was read
    /// (each type's removal read once, ``ChildRemoval``), then the screens and the delegate protocols.
    private final class Reading: CoordinatorReading {
        let rule: StrongFinishDelegateRule
        let facts: AppFacts
        let removal: ChildRemoval
        /// The delegate protocols the coordinator protocols' requirements name, each protocol read
        /// alongside a coordinator whose files declare it, where it can.
        let requiredDelegateProtocols: TypesReadAlongCoordinators<Set<String>>
        var delegateProtocols: Set<String>
        var entries: [Entry] = []

        init(rule: StrongFinishDelegateRule, facts: AppFacts) {
            self.rule = rule
            self.facts = facts
            removal = ChildRemoval(facts: facts)
            delegateProtocols = facts.conventions.finishDelegateProtocols
            requiredDelegateProtocols = StrongFinishDelegateRule.requiredDelegateProtocols(facts)
        }

        func read(_ type: AnalyzedType) {
            entries += rule.strongDelegates(of: type, facts, collecting: &delegateProtocols)
            entries += rule.strongFinishClosures(of: type, facts, removal).map(Entry.finding)
            requiredDelegateProtocols.read(alongside: type)
        }

        func findings(_ app: AnalyzedApp) -> [Finding] {
            for required in requiredDelegateProtocols.results { delegateProtocols.formUnion(required) }
            var findings = entries.map { rule.resolve($0, removal) }
            findings += rule.screensHoldingCoordinators(facts)
            findings += rule.delegateProtocolsThatCannotBeWeak(delegateProtocols, facts, removal)
            return findings
        }
    }

    /// A finding, or a strong parent reference whose severity depends on whether its parents remove a child.
    private enum Entry {
        case finding(Finding)
        case strongDelegate(file: String, line: Int, name: String, typeName: String)
    }

    /// The finding of `entry`: a strong reference is an error where no parent of its type ever removes
    /// a child, else a warning.
    private func resolve(_ entry: Entry, _ removal: ChildRemoval) -> Finding {
        let (file, line, name, typeName): (String, Int, String, String)
        switch entry {
        case .finding(let finding): return finding
        case .strongDelegate(let path, let at, let property, let type): (file, line, name, typeName) = (path, at, property, type)
        }
        let parents = removal.classes(conformingTo: typeName)
        if !parents.isEmpty && !parents.contains(where: removal.removesChildren) {
            return Finding(
                file: file, line: line, severity: .error, rule: id,
                message:
                    "`\(name)` holds the parent strongly while the parent holds this child, and nothing in \(Self.list(parents.map(\.name))) ever removes a child: neither is ever released",
                fix: "declare it `weak var \(name)`, and remove the child when it finishes")
        }
        return Finding(
            file: file, line: line, severity: .warning, rule: id,
            message:
                "`\(name)` holds the parent strongly: the two are kept alive until the parent removes this child, and forever if it finishes without the parent hearing it",
            fix: "declare it `weak var \(name)`")
    }

    /// The delegate protocols the coordinator protocols' requirements name
    /// (`var finishDelegate: (any CoordinatorFinishDelegate)? { get set }`): they hold nothing
    /// themselves, but name the protocol the conformers store. Only the declarations whose summary
    /// types a property with a protocol of the app are read (``TypeDeclaration/propertyTypeNames``,
    /// read as here), each alongside a coordinator whose files declare it where it can.
    private static func requiredDelegateProtocols(_ facts: AppFacts) -> TypesReadAlongCoordinators<Set<String>> {
        let typesAProtocolProperty = { (declaration: TypeDeclaration) in
            declaration.propertyTypeNames.contains { facts.types[$0]?.kind == .protocol }
        }
        let coordinatorProtocols = facts.hierarchy.coordinatorProtocols.sorted().compactMap { facts.types[$0] }
        return TypesReadAlongCoordinators(coordinatorProtocols, needs: typesAProtocolProperty) { type in
            var protocols: Set<String> = []
            if let noted = type.ruleNotes(under: facts.conventions) {
                for entry in noted where typesAProtocolProperty(entry.declaration) {
                    for property in entry.notes.strongFinishDelegate.delegateProperties {
                        if let typeName = property.typeName, facts.types[typeName]?.kind == .protocol { protocols.insert(typeName) }
                    }
                }
                return protocols
            }
            for member in type.members(ofDeclarations: typesAProtocolProperty) {
                guard let property = member.decl.as(VariableDeclSyntax.self) else { continue }
                for (name, binding) in SyntaxNames.boundNames(property) where facts.conventions.finishDelegateProperties.contains(name) {
                    if let typeName = binding.typeAnnotation.flatMap({ SyntaxNames.typeName($0.type) }),
                        facts.types[typeName]?.kind == .protocol
                    {
                        protocols.insert(typeName)
                    }
                }
            }
            return protocols
        }
    }

    /// A coordinator's strong `finishDelegate`/`parentCoordinator`, to be judged once every
    /// coordinator was read (``resolve(_:_:)``). Collects the delegate protocols the properties name.
    private func strongDelegates(of type: AnalyzedType, _ facts: AppFacts, collecting delegateProtocols: inout Set<String>) -> [Entry] {
        var entries: [Entry] = []
        for (property, file) in Self.delegateProperties(of: type, facts.conventions) {
            guard let typeName = property.typeName, isReferenceLike(typeName, facts) else { continue }
            if facts.types[typeName]?.kind == .protocol { delegateProtocols.insert(typeName) }
            guard property.strong else { continue }
            entries.append(.strongDelegate(file: file.path, line: property.line, name: property.name, typeName: typeName))
        }
        return entries
    }

    /// The type's finish delegate and parent properties, in order, with their file: from its notes, else its trees.
    private static func delegateProperties(
        of type: AnalyzedType, _ conventions: AnalysisConventions
    ) -> [(property: Notes.DelegateProperty, file: SourceFile)] {
        if let noted = type.ruleNotes(under: conventions) {
            return noted.flatMap { entry in entry.notes.strongFinishDelegate.delegateProperties.map { ($0, entry.declaration.file) } }
        }
        return type.properties.flatMap { property, file in
            Notes.delegateProperties(of: property, file: file, conventions).map { ($0, file) }
        }
    }

    /// Finish closures that capture the child they are assigned to (an error), or the parent strongly
    /// (an error where the parent never removes the child, else a warning).
    private func strongFinishClosures(of type: AnalyzedType, _ facts: AppFacts, _ removal: ChildRemoval) -> [Finding] {
        var findings: [Finding] = []
        let typeRemoves = removal.removesChildren(type)
        for (closure, file) in Self.finishClosures(of: type, facts.conventions) {
            let property = closure.property
            if let child = closure.ownChild, closure.ownChildStrong {
                findings.append(
                    Finding(
                        file: file.path, line: closure.line, severity: .error, rule: id,
                        message:
                            "the `\(property)` closure captures `\(child)`, the child that holds it: the child keeps itself alive and is never released",
                        fix: "capture it weakly: { [weak \(child)] in … }"))
            } else if closure.selfStrong {
                let removes = typeRemoves || closure.removes
                findings.append(
                    Finding(
                        file: file.path, line: closure.line, severity: removes ? .warning : .error, rule: id,
                        message: removes
                            ? "the `\(property)` closure captures self strongly: \(type.name) is kept alive by the child until the child is removed"
                            : "the `\(property)` closure captures self strongly and \(type.name) never removes a child: neither is ever released",
                        fix: "capture weakly: { [weak self] in … }"))
            }
        }
        return findings
    }

    /// The finish closures the type's members assign, in order, with their file: from its notes, else
    /// its trees. Only the declarations whose summary names a finish property they assign a closure to count.
    private static func finishClosures(
        of type: AnalyzedType, _ conventions: AnalysisConventions
    ) -> [(closure: Notes.FinishClosure, file: SourceFile)] {
        let closureNames = conventions.finishClosureProperties
        let assigns = { (declaration: TypeDeclaration) in FinishCallback.mayAssignFinishClosure(declaration, closureNames: closureNames) }
        if let noted = type.ruleNotes(under: conventions) {
            return noted.filter { assigns($0.declaration) }.flatMap { entry in
                entry.notes.strongFinishDelegate.finishClosures.map { ($0, entry.declaration.file) }
            }
        }
        return type.members(ofDeclarations: assigns).flatMap { member, file in
            Notes.finishClosures(in: member, file: file, conventions).map { ($0, file) }
        }
    }

    /// What the rule reads of one declaration (``DeclarationRuleNotes``): its finish delegate and
    /// parent properties, and the finish closures its members assign.
    struct Notes: Sendable {
        /// A property named like a finish delegate or parent reference (`finishDelegate`, `parentCoordinator`).
        struct DelegateProperty: Sendable {
            let name: String
            /// The type it is annotated with, as ``SyntaxNames/typeName(_:)`` reads it.
            let typeName: String?
            let strong: Bool
            let line: Int
        }

        /// A closure assigned to a finish property (`child.onFinish = { … }`).
        struct FinishClosure: Sendable {
            let line: Int
            let property: String
            /// The local it is assigned through (`child`), when not `self`.
            let ownChild: String?
            /// Whether it captures ``ownChild`` strongly.
            let ownChildStrong: Bool
            let selfStrong: Bool
            /// Whether the closure itself removes a child.
            let removes: Bool
        }

        let delegateProperties: [DelegateProperty]
        let finishClosures: [FinishClosure]

        init(_ members: [NotedMember], file: SourceFile, conventions: AnalysisConventions) {
            delegateProperties = members.flatMap { member in
                member.decl.as(VariableDeclSyntax.self).map { Self.delegateProperties(of: $0, file: file, conventions) } ?? []
            }
            finishClosures = members.flatMap { member in
                Self.finishClosures(member.finishClosures(conventions), file: file, conventions) { closure in
                    (member.calls.filter { SyntaxSearch.isUnder(closure, $0) }, member.sequences.filter { SyntaxSearch.isUnder(closure, $0) })
                }
            }
        }

        static func delegateProperties(
            of property: VariableDeclSyntax, file: SourceFile, _ conventions: AnalysisConventions
        ) -> [DelegateProperty] {
            SyntaxNames.boundNames(property).compactMap { name, binding in
                guard conventions.finishDelegateProperties.contains(name) else { return nil }
                return DelegateProperty(
                    name: name, typeName: binding.typeAnnotation.flatMap { SyntaxNames.typeName($0.type) },
                    strong: StrongFinishDelegateRule.isStrongStored(property), line: file.line(of: property))
            }
        }

        static func finishClosures(in member: DeclSyntax, file: SourceFile, _ conventions: AnalysisConventions) -> [FinishClosure] {
            finishClosures(FinishCallback.finishClosures(in: member, conventions: conventions), file: file, conventions)
        }

        /// What the rule reads of each of `closures`, a member's finish closures; `callsAndSequences` gives
        /// the calls and operator sequences under a closure (by default found by walking it; a noted
        /// member's are its own lists cut to the closure, ``SyntaxSearch/isUnder(_:_:)``).
        static func finishClosures(
            _ closures: [(closure: ClosureExprSyntax, property: String)], file: SourceFile, _ conventions: AnalysisConventions,
            callsAndSequences: (ClosureExprSyntax) -> (calls: [FunctionCallExprSyntax], sequences: [SequenceExprSyntax]) = {
                SyntaxSearch.callsAndSequences(in: $0)
            }
        ) -> [FinishClosure] {
            closures.map { closure, property in
                let (calls, sequences) = callsAndSequences(closure)
                let child = StrongFinishDelegateRule.ownChild(of: closure)
                return FinishClosure(
                    line: file.line(of: closure), property: property, ownChild: child,
                    ownChildStrong: child.map { StrongFinishDelegateRule.capturesStrongly(closure, $0, isSelf: false) } ?? false,
                    selfStrong: StrongFinishDelegateRule.capturesStrongly(closure, "self", isSelf: true),
                    removes: ChildRemoval.removes(calls: calls, sequences: sequences, conventions))
            }
        }
    }

    /// View controllers that hold their coordinator strongly while its navigation controller holds them.
    private func screensHoldingCoordinators(_ facts: AppFacts) -> [Finding] {
        let hierarchy = facts.hierarchy
        var findings: [Finding] = []
        // A screen's property is typed by one of these names; declarations whose summary names none
        // among their properties' types are not read again.
        let coordinatorNames = hierarchy.coordinators.union(hierarchy.coordinatorProtocols)
        let typesACoordinatorProperty = { (declaration: TypeDeclaration) in
            declaration.propertyTypeNames.contains { coordinatorNames.contains($0) }
        }
        for name in hierarchy.screens.sorted() {
            guard let type = facts.types[name], hierarchy.isViewController(name) else { continue }
            let properties = type.members(ofDeclarations: typesACoordinatorProperty).compactMap { member in
                member.decl.as(VariableDeclSyntax.self).map { ($0, member.file) }
            }
            for (property, file) in properties where Self.isStrongStored(property) {
                for (propertyName, binding) in SyntaxNames.boundNames(property) {
                    guard let typeName = binding.typeAnnotation.flatMap({ SyntaxNames.typeName($0.type) }),
                        hierarchy.coordinators.contains(typeName) || hierarchy.coordinatorProtocols.contains(typeName)
                    else { continue }
                    findings.append(
                        facts.finding(
                            self, .warning, at: property, in: file,
                            "\(name) holds its coordinator strongly through `\(propertyName)` while the coordinator's navigation controller holds the screen: both stay alive as long as the screen is on the stack",
                            fix: "declare it `weak var \(propertyName)`, or give the screen callbacks instead of a coordinator"))
                }
            }
        }
        return findings
    }

    /// Delegate protocols that are not class-bound, so no delegate of their type can be `weak`.
    private func delegateProtocolsThatCannotBeWeak(_ names: Set<String>, _ facts: AppFacts, _ removal: ChildRemoval) -> [Finding] {
        var findings: [Finding] = []
        for name in names.sorted() {
            guard let type = facts.types[name], let primary = type.primary, primary.kind == .protocol, !removal.isClassBound(name)
            else { continue }
            let parents = removal.classes(conformingTo: name)
            let leaks = !parents.isEmpty && !parents.contains(where: removal.removesChildren)
            findings.append(
                Finding(
                    file: primary.file.path, line: primary.line, severity: leaks ? .error : .warning, rule: id,
                    message: "protocol \(name) is not class-bound, so a delegate of that type cannot be `weak`"
                        + (leaks
                            ? " and, as no parent removes its children, is never released"
                            : ": each child keeps its parent alive until it is removed"),
                    fix: "declare it `protocol \(name): AnyObject`"))
        }
        return findings
    }

    /// `A`, `A and B`, `A, B and C`.
    private static func list(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }

    /// A stored property without `weak` or `unowned`, nor a property wrapper that holds weakly
    /// (`@Weak var parent`).
    static func isStrongStored(_ property: VariableDeclSyntax) -> Bool {
        let modifiers = SyntaxNames.modifierNames(property.modifiers)
        if modifiers.contains("weak") || modifiers.contains("unowned") || modifiers.contains("static") || modifiers.contains("class") {
            return false
        }
        if SyntaxNames.attributeNames(property.attributes).contains(where: {
            $0.lowercased().contains("weak") || $0.lowercased().contains("unowned")
        }) {
            return false
        }
        return property.bindings.allSatisfy { binding in
            guard let accessors = binding.accessorBlock?.accessors else { return true }
            // Only observers (`didSet`) keep a property stored.
            guard let list = accessors.as(AccessorDeclListSyntax.self) else { return false }
            return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }
    }

    /// Whether a value of this type can be the parent, so holding it can cycle: a protocol (the finish
    /// delegate's) or a coordinator class of the app. A class of the app that is no coordinator — a
    /// model's `parent: Category` — holds data, not the parent; a type from another module counts
    /// unless it is one of the standard library's values.
    private func isReferenceLike(_ typeName: String, _ facts: AppFacts) -> Bool {
        guard let type = facts.types[typeName] else { return !["String", "Int", "Bool", "Double"].contains(typeName) }
        switch type.kind {
        case .protocol: return true
        case .class, .actor:
            let hierarchy = facts.hierarchy
            let ancestors = hierarchy.ancestors[typeName] ?? []
            return hierarchy.coordinators.contains(typeName) || hierarchy.baseClasses.contains(typeName)
                || !ancestors.isDisjoint(with: hierarchy.coordinatorProtocols.union(facts.conventions.finishDelegateProtocols))
        default: return false
        }
    }

    /// The local the closure is assigned through: `child` in `child.onFinish = { … }`.
    static func ownChild(of closure: ClosureExprSyntax) -> String? {
        guard let sequence = closure.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
            let target = sequence.elements.first?.as(MemberAccessExprSyntax.self),
            let base = target.base?.as(DeclReferenceExprSyntax.self), !SyntaxNames.isSelf(ExprSyntax(base))
        else { return nil }
        return base.baseName.text
    }

    /// Whether the closure names `name` (or `self`) without capturing it weakly or unowned. A parameter
    /// of the closure with that name (`{ coordinator in … }`) is the closure's own value, not a capture.
    static func capturesStrongly(_ closure: ClosureExprSyntax, _ name: String, isSelf: Bool) -> Bool {
        let captures = closure.signature?.capture?.items.map { ($0.specifier?.specifier.text, $0.name.text) } ?? []
        if captures.contains(where: { $0.1 == name && ($0.0 == "weak" || $0.0 == "unowned") }) { return false }
        if captures.contains(where: { $0.1 == name }) { return true }
        if !isSelf && parameterNames(of: closure).contains(name) { return false }
        return closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
            isSelf ? token.tokenKind == .keyword(.self) : (token.tokenKind == .identifier(name) && isReference(token))
        }
    }

    /// The names of a closure's parameters: `coordinator` in `{ coordinator in … }` and in
    /// `{ (coordinator: Child) in … }`.
    private static func parameterNames(of closure: ClosureExprSyntax) -> Set<String> {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list): return Set(list.map { SourceEditNames.unescaped($0.name) })
        case .parameterClause(let clause): return Set(clause.parameters.map { SourceEditNames.unescaped($0.secondName ?? $0.firstName) })
        case nil: return []
        }
    }

    /// Whether an identifier token is a use of a value, not a member name (`x.child`) or a label.
    private static func isReference(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
    }
}
