import Foundation
import SwiftSyntax

/// Reads an app written on RxFlow: its flows are classes conforming to the library's `Flow` (directly or
/// through a protocol of the app that refines it), each with a `navigate(to:)` that switches over a
/// steps enum conforming to `Step` — the step cast from the library's `Step` (`guard let step = step as?
/// AppStep`) or taken by an overload (`func navigate(to step: HomeStep)`).
///
/// What is recorded: `shape.name` is the library's `Flow`, and `shape.rxflow` the steps enum (one for
/// the app, or `{Name}Step` per flow) and how steps are named. Runs only where the app imports RxFlow
/// and declares no coordinator protocol of its own.
struct RxFlowDetector {
    let index: DeclarationIndex

    /// The module the app imports.
    static let module = "RxFlow"
    /// The library's protocol every flow conforms to, which `shape.name` records.
    static let protocolName = "Flow"
    /// The library's protocol every steps enum conforms to.
    static let stepProtocol = "Step"
    /// The function whose switch maps a flow's steps, with its argument label.
    static let navigate = "navigate(to:)"

    /// The switch of a flow's `navigate(to:)` over its steps enum, and where it is declared.
    struct NavigateSwitch {
        /// The steps enum it switches over (`AppStep`).
        let steps: String
        /// The type of the function's parameter, which tells overloads apart (`Step`, `HomeStep`).
        let parameterType: String
        /// The class or extension that declares the function.
        let declaration: TypeDeclaration
        let switchExpr: SwitchExprSyntax

        /// Whether the switch has a `default` clause, so a new step needs no clause there.
        var hasDefault: Bool {
            clauses.contains { clause in
                if case .default = clause.label { return true }
                return false
            }
        }

        /// The clauses of the switch.
        var clauses: [SwitchCaseSyntax] {
            switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        }
    }

    /// The flow classes, in declaration order: classes conforming to `Flow` or to a protocol of the app
    /// that refines it (`protocol BaseFlow: Flow`), or subclassing a class of the app that does (`class
    /// HomeFlow: BaseFlow`); such a base, which other flows subclass, is not a flow itself.
    static func flows(in index: DeclarationIndex) -> [TypeDeclaration] {
        var classes = Set(conformingClasses(in: index).map(\.name))
        var changed = true
        while changed {
            changed = false
            for type in index.types where type.kind == .class && !type.isNested && !classes.contains(type.name) {
                if let superclass = type.inherited.first, classes.contains(superclass) {
                    classes.insert(type.name)
                    changed = true
                }
            }
        }
        let bases = Set(index.types.filter { $0.kind == .class && classes.contains($0.name) }.compactMap(\.inherited.first))
        return index.types.filter { $0.kind == .class && !$0.isNested && classes.contains($0.name) && !bases.contains($0.name) }
    }

    /// The classes conforming to `Flow`, or to a protocol of the app that refines it, in their declaration
    /// or in an extension.
    private static func conformingClasses(in index: DeclarationIndex) -> [TypeDeclaration] {
        var protocols: Set<String> = [protocolName, "\(module).\(protocolName)"]
        var changed = true
        while changed {
            changed = false
            for type in index.types where type.kind == .protocol && !protocols.contains(type.name) {
                if type.inherited.contains(where: protocols.contains) {
                    protocols.insert(type.name)
                    changed = true
                }
            }
        }
        // `extension HomeFlow: Flow { … }`: the conformance declared apart from the class.
        let extended = Set(index.extensions.filter { $0.inherited.contains(where: protocols.contains) }.map(\.name))
        return index.types.filter { type in
            type.kind == .class && !type.isNested && (type.inherited.contains(where: protocols.contains) || extended.contains(type.name))
        }
    }

    /// The switches over a steps enum in `flow`'s `navigate(to:)` functions (its class and its
    /// extensions), in source order.
    static func navigateSwitches(of flow: TypeDeclaration, in index: DeclarationIndex) -> [NavigateSwitch] {
        ([flow] + index.extensions(of: flow.name)).flatMap { declaration -> [NavigateSwitch] in
            (declaration.members ?? []).compactMap { $0.decl.as(FunctionDeclSyntax.self) }
                .filter { $0.name.text == "navigate" && $0.signature.parameterClause.parameters.map(\.firstName.text) == ["to"] }
                .compactMap { navigateSwitch(in: $0, of: declaration, index: index) }
        }
    }

    /// The switch of `function` over its steps enum: the parameter's type where it is not the library's
    /// `Step`, else the enum the parameter is cast to (`step as? AppStep`, or a property of the app's on
    /// `Step` that casts it, `step.asAppStep`), switched over as the name it is bound to (`guard let
    /// settingsStep = step as? SettingsStep`) or as itself.
    private static func navigateSwitch(
        in function: FunctionDeclSyntax, of declaration: TypeDeclaration, index: DeclarationIndex
    ) -> NavigateSwitch? {
        guard let body = function.body, let parameter = function.signature.parameterClause.parameters.first else { return nil }
        let parameterName = (parameter.secondName ?? parameter.firstName).text
        let parameterType = String(parameter.type.trimmedDescription.removingAnyPrefix.split(separator: ".").last ?? "")
        var (subject, steps) = (parameterName, parameterType)
        if parameterType == stepProtocol {
            guard let binding = stepsBinding(of: parameterName, in: body, index: index) ?? castType(of: parameterName, in: body).map({ (parameterName, $0) })
            else { return nil }
            (subject, steps) = (binding.name, String(binding.type.split(separator: ".").last ?? ""))
        }
        let switches = SwiftDeclarationLookup.all(SwitchExprSyntax.self, in: body) { $0.subject.trimmedDescription == subject }
        guard switches.count == 1, let switchExpr = switches.first else { return nil }
        return NavigateSwitch(steps: steps, parameterType: parameterType, declaration: declaration, switchExpr: switchExpr)
    }

    /// The type `name` is first cast to in `body` (`AppStep` for `step as? AppStep`), as the parser
    /// leaves it: a sequence of the name, `as?` and the type, which no operator folding has made one
    /// expression.
    private static func castType(of name: String, in body: CodeBlockSyntax) -> String? {
        for sequence in SwiftDeclarationLookup.all(SequenceExprSyntax.self, in: body, where: { _ in true }) {
            let elements = Array(sequence.elements)
            for (offset, element) in elements.enumerated() where element.is(UnresolvedAsExprSyntax.self) && offset > 0 {
                guard elements[offset - 1].trimmedDescription == name, offset + 1 < elements.count,
                    let type = elements[offset + 1].as(TypeExprSyntax.self)
                else { continue }
                return type.type.trimmedDescription
            }
        }
        return SwiftDeclarationLookup.all(AsExprSyntax.self, in: body) { $0.expression.trimmedDescription == name }.first?.type.trimmedDescription
    }

    /// The steps enum `flow` switches over first, where it has one.
    static func stepsEnum(of flow: TypeDeclaration, in index: DeclarationIndex) -> String? {
        navigateSwitches(of: flow, in: index).first?.steps
    }

    /// Whether `clause` makes one of `flows` (`let child = ProfileFlow(…)`), directly or in a method of
    /// `flow` it calls (`return navigateToProfile()`).
    static func makes(oneOf flows: Set<String>, _ clause: SwitchCaseSyntax, in flow: TypeDeclaration, index: DeclarationIndex) -> Bool {
        if makesDirectly(oneOf: flows, Syntax(clause)) { return true }
        let called = Set(
            SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: clause) { _ in true }.compactMap {
                $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? $0.calledExpression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
            })
        return ([flow] + index.extensions(of: flow.name)).contains { declaration in
            (declaration.members ?? []).compactMap { $0.decl.as(FunctionDeclSyntax.self) }.contains {
                called.contains($0.name.text) && makesDirectly(oneOf: flows, Syntax($0))
            }
        }
    }

    private static func makesDirectly(oneOf flows: Set<String>, _ node: Syntax) -> Bool {
        !SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: node) { call in
            call.calledExpression.as(DeclReferenceExprSyntax.self).map { flows.contains($0.baseName.text) } ?? false
        }.isEmpty
    }

    /// The shape, with the first flow standing for the protocol (its file and line in findings); nil
    /// when the app has no flow on the library.
    func detect() -> (declaration: TypeDeclaration, result: ProtocolShapeDetector.Result)? {
        let flows = Self.flows(in: index)
        guard let first = flows.first else { return nil }
        var result = ProtocolShapeDetector.Result(
            shape: ProtocolShape(
                name: Self.protocolName, classBound: true, mainActor: false, navigation: nil, children: nil, finish: .none,
                flowType: nil, initializers: [], otherRequirements: [], providesFinish: false, providesFindCoordinator: false))
        result.findings.append(
            AdoptionFinding(
                "coordinators",
                "\(flows.map(\.name).joined(separator: ", ")): RxFlow flows, no coordinator protocol of the app; new flows conform to Flow, own a UINavigationController as their root and map their steps in navigate(to:) (RxFlow is not main-actor isolated, nor are they)",
                first.reference))
        let steps = stepsPattern(flows, notes: &result)
        let stepCase = stepCasePattern(flows, steps: steps, notes: &result)
        result.shape.rxflow = RxFlowShape(steps: steps, stepCase: stepCase)
        return (first, result)
    }

    /// The one steps enum every flow switches over, or `{Name}Step` where each flow has its own named
    /// after it.
    private func stepsPattern(_ flows: [TypeDeclaration], notes result: inout ProtocolShapeDetector.Result) -> String {
        let pairs = flows.compactMap { flow in Self.stepsEnum(of: flow, in: index).map { (flow: flow.name, steps: $0) } }
        let enums = Set(pairs.map(\.steps))
        let perFlow = pairs.compactMap { pair -> String? in
            guard pair.flow.hasSuffix(Self.protocolName), index.type(named: pair.steps, kinds: [.enum]) != nil else { return nil }
            let stem = String(pair.flow.dropLast(Self.protocolName.count))
            guard !stem.isEmpty, pair.steps.hasPrefix(stem) else { return nil }
            return NamingScheme.placeholder + pair.steps.dropFirst(stem.count)
        }
        let counts = Dictionary(grouping: perFlow, by: { $0 }).mapValues(\.count)
        if enums.count > 1, let (pattern, count) = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }),
            count * 2 >= pairs.count
        {
            result.findings.append(
                AdoptionFinding(
                    "steps", "a steps enum per flow named \(pattern) (\(count) of \(pairs.count): \(pairs.map(\.steps).prefix(3).joined(separator: ", ")))",
                    flows.first?.reference))
            return pattern
        }
        let shared = Dictionary(grouping: pairs.map(\.steps), by: { $0 }).mapValues(\.count)
        if let (name, count) = shared.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }) {
            result.findings.append(
                AdoptionFinding(
                    "steps", "one steps enum for the app, \(name), which \(count) of \(pairs.count) flows switch over in navigate(to:)",
                    index.type(named: name, kinds: [.enum])?.reference ?? flows.first?.reference))
            return name
        }
        result.undecided.append(
            "no flow's navigate(to:) switches over a steps enum: new flows get their own {Name}Step (shape.rxflow.steps in .coordgen.yml)")
        return "\(NamingScheme.placeholder)Step"
    }

    /// `{name}IsRequired` where steps are named so (RxFlow's own convention), `{name}Required` where they
    /// drop the `Is`, else the case name alone.
    private func stepCasePattern(_ flows: [TypeDeclaration], steps: String, notes result: inout ProtocolShapeDetector.Result) -> String {
        let enums = Set(flows.compactMap { Self.stepsEnum(of: $0, in: index) })
        var seen: Set<String> = []
        // A step two enums both name (`docksAreRequired` in `AppStep` and `DocksStep`) counts once.
        let cases = enums.sorted().flatMap { XCoordinatorFamily.caseNames(of: $0, in: index) }.filter { seen.insert($0).inserted }
        for suffix in ["IsRequired", "Required"] {
            let named = cases.filter { $0.hasSuffix(suffix) || (suffix == "IsRequired" && $0.hasSuffix("AreRequired")) }
            guard !named.isEmpty else { continue }
            let pattern = RxFlowShape.casePlaceholder + suffix
            result.findings.append(
                AdoptionFinding(
                    "step names", "\(pattern) (\(named.count) of \(cases.count) steps: \(named.prefix(3).joined(separator: ", ")))",
                    flows.first?.reference))
            return pattern
        }
        result.findings.append(
            AdoptionFinding(
                "step names",
                "after the flow or screen alone (no step is named …Required: \(cases.prefix(3).joined(separator: ", "))); shape.rxflow.stepCase in .coordgen.yml changes it",
                flows.first?.reference))
        return RxFlowShape.casePlaceholder
    }

    /// The property `flow`'s `root` returns (`rootViewController` for `var root: Presentable { return
    /// self.rootViewController }`) and its type where it is written (`UINavigationController`).
    static func rootProperty(of flow: TypeDeclaration, in index: DeclarationIndex) -> (name: String, type: String?)? {
        rootProperty(of: flow, in: index, depth: 0)
    }

    /// The flow's own root property, else the one of the app's class it inherits from (`class HomeFlow:
    /// BaseFlow`, whose `var root: Presentable { rootViewController }` and `let rootViewController =
    /// UINavigationController()` every tab's flow shares), where that one is not private.
    private static func rootProperty(of flow: TypeDeclaration, in index: DeclarationIndex, depth: Int) -> (name: String, type: String?)? {
        let declarations = [flow] + index.extensions(of: flow.name)
        let variables = declarations.flatMap { ($0.members ?? []).compactMap { $0.decl.as(VariableDeclSyntax.self) } }
        guard let root = variables.first(where: { name(of: $0) == "root" }) else {
            guard depth < 4, let base = flow.inheritedNames.first.flatMap({ index.type(named: $0, kinds: [.class]) }),
                let inherited = rootProperty(of: base, in: index, depth: depth + 1),
                isVisibleToSubclasses(inherited.name, in: base, index: index)
            else { return nil }
            return inherited
        }
        guard let accessor = root.bindings.first?.accessorBlock else { return nil }
        let references = SwiftDeclarationLookup.all(ExprSyntax.self, in: accessor) { expression in
            expression.is(DeclReferenceExprSyntax.self) && expression.parent?.is(MemberAccessExprSyntax.self) != true
                || expression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "self"
        }
        guard let reference = references.first else { return nil }
        let property =
            reference.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? reference.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        guard let stored = variables.first(where: { name(of: $0) == property }), let binding = stored.bindings.first else {
            return nil
        }
        let annotated = binding.typeAnnotation?.type.trimmedDescription
        let constructed = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
        return (property, annotated ?? constructed)
    }

    /// Whether `base`'s stored property `name` is not private (a subclass in another file can use it).
    private static func isVisibleToSubclasses(_ name: String, in base: TypeDeclaration, index: DeclarationIndex) -> Bool {
        let declarations = [base] + index.extensions(of: base.name)
        let variables = declarations.flatMap { ($0.members ?? []).compactMap { $0.decl.as(VariableDeclSyntax.self) } }
        guard let variable = variables.first(where: { Self.name(of: $0) == name }) else { return true }
        return !variable.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
    }

    private static func name(of variable: VariableDeclSyntax) -> String? {
        variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self).map { SourceEditNames.unescaped($0.identifier) }
    }
}
