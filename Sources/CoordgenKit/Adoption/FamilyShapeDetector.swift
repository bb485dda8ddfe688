import Foundation
import SwiftSyntax

/// Reads what the coordinator protocol leaves to a base class and to the objects coordinators are made
/// with, into the shape's family fields: a protocol constrained to a class (`Coordinator:
/// BaseCoordinator`), the children, their add/remove methods and the finish closure a base class
/// declares, a closure an output protocol declares (`CoordinatorFinishOutput.onFinish`), the initialiser
/// coordinators share, a router and factories passed to it, and a SwiftUI route enum.
///
/// It runs after ``ProtocolShapeDetector`` and only fills what that left empty, so the shapes of apps
/// whose protocol says everything are unchanged.
struct FamilyShapeDetector {
    let index: DeclarationIndex
    let declaration: TypeDeclaration

    func complete(_ result: inout ProtocolShapeDetector.Result) {
        var shape = result.shape
        // A protocol constrained to a class: its coordinators inherit from it.
        if let superclass = declaration.inherited.first(where: { index.type(named: $0, kinds: [.class]) != nil }) {
            shape.superclass = superclass
            shape.classBound = true
            if shape.baseClass == nil { shape.baseClass = superclass }
            result.findings.append(
                AdoptionFinding("base class", "\(superclass): \(shape.name) is constrained to it", declaration.reference))
        }
        let base = shape.baseClass.flatMap { index.type(named: $0, kinds: [.class]) }
        let baseMembers =
            base.map { base in
                ((base.members.map(Array.init) ?? []) + index.extensions(of: base.name).flatMap { Array($0.members ?? []) }).map(\.decl)
            } ?? []
        if let base {
            completeFromBaseClass(&shape, base: base, members: baseMembers, result: &result)
        }
        if shape.finish.kind == .none, let (output, property, type) = outputProtocolClosure(of: shape) {
            // One output protocol per flow (`AuthCoordinatorOutput`): recorded as their pattern.
            let perFlow = FlowOutputProtocols(index: index, conformances: CoordinatorConformances(index: index, protocolName: shape.name))
                .pattern(declaring: property)
            shape.finish = FinishMechanism(kind: .closure, protocol: perFlow ?? output.name, property: property, closureType: type)
            result.findings.append(
                AdoptionFinding(
                    "finish", "closure \(property): \(type), declared by \(perFlow.map { "each flow's \($0)" } ?? output.name)",
                    output.reference))
        }
        if shape.initializers.isEmpty, let base,
            let initializer = sharedInitializer(base: base, members: shape.superclass == base.name ? baseMembers : [])
        {
            shape.initializers = [initializer]
            result.findings.append(AdoptionFinding("init", "\(initializer.signature) (every coordinator has it)", base.reference))
        } else if shape.initializers.isEmpty, base == nil, shape.navigation == nil,
            let initializer = sharedInitializer(conformingTo: shape.name)
        {
            // No base class and no navigation controller: the initialiser the coordinators share.
            shape.initializers = [initializer]
            result.findings.append(AdoptionFinding("init", "\(initializer.signature) (every coordinator has it)", declaration.reference))
        }
        if base == nil, shape.children != nil {
            // Children kept through methods a protocol extension implements (`addDependency(_:)`).
            detectChildMethods(
                &shape, in: index.extensions(of: shape.name).flatMap { ($0.members ?? []).map(\.decl) }, declaredBy: shape.name,
                result: &result)
        }
        let coordinatorTypes = Set(
            CoordinatorConformances(index: index, protocolName: shape.name).coordinators.flatMap { [$0.type.name, $0.flowProtocol?.name] }
                .compactMap { $0 } + [shape.name, shape.baseClass].compactMap { $0 })
        let perFlow = PerFlowModuleFactories(index: index, coordinators: coordinatorTypes)
        for parameter in shape.initializers.first?.parameters ?? [] {
            let type = parameter.type.trimmingCharacters(in: ["?", "!"]).removingAnyPrefix
            // A protocol and its implementation, or the app's own class without a protocol (`FlowFactory`);
            // a flow's own protocol (`{Name}ModuleFactory`) is read from the flows' ones.
            guard
                let declared = perFlow.declarations(of: type).first ?? index.type(named: type, kinds: [.protocol])
                    ?? index.type(named: type, kinds: [.class])
            else { continue }
            if shape.router == nil, let router = router(parameter, declared) {
                shape.router = router
                result.findings.append(
                    AdoptionFinding(
                        "router", "\(router.property): \(router.type), \(Self.implemented(by: router.implementation, for: declared))",
                        declared.reference))
            } else if var factory = factory(
                parameter, declared, alike: perFlow.declarations(of: type), coordinatorTypes: coordinatorTypes)
            {
                if !factory.makesCoordinators, type.contains(NamingScheme.placeholder) {
                    factory.shape.protocol = type
                    (factory.shape.returns, factory.shape.viewProtocolRefines) = perFlow.returnedViewProtocol(of: factory.shape)
                }
                if factory.makesCoordinators, shape.coordinatorFactory == nil {
                    shape.coordinatorFactory = factory.shape
                } else if !factory.makesCoordinators, shape.screenFactory == nil {
                    shape.screenFactory = factory.shape
                } else {
                    continue
                }
                result.findings.append(
                    AdoptionFinding(
                        factory.makesCoordinators ? "coordinator factory" : "screen factory",
                        "\(factory.shape.property): \(factory.shape.protocol).\(factory.shape.method)\(Self.returnedView(of: factory.shape)), \(Self.implemented(by: factory.shape.implementation, for: declared))",
                        declared.reference))
            }
        }
        if var factory = shape.coordinatorFactory, let screenFactory = shape.screenFactory {
            let usage = CoordinatorFactoryUsage(index: index)
            factory.returns = usage.returns(of: factory)
            let parameter =
                shape.initializers.first?.parameters.first { $0.name == screenFactory.property }?.label ?? screenFactory.property
            factory.passesScreenFactory = usage.screenFactoryArgument(of: factory, parameter: parameter, screenFactory: screenFactory)
            factory = CoordinatorBoxDetector(index: index).completing(factory, coordinatorClasses: coordinatorTypes)
            if let box = factory.boxMethod {
                result.findings.append(
                    AdoptionFinding(
                        "presented flows", "on a stack of their own: \(factory.protocol).\(box)() -> \(factory.boxReturns ?? "")",
                        index.type(named: factory.protocol)?.reference))
            }
            shape.coordinatorFactory = factory
        }
        if shape.optionStart == nil, shape.router != nil,
            let (optionStart, requirement, example) = OptionStartDetector(index: index, declaration: declaration).detect(
                coordinators: CoordinatorConformances(index: index, protocolName: shape.name).coordinators.map(\.type),
                factory: shape.coordinatorFactory)
        {
            // The flows implement `start(with:)`: a new one writes it too, so it is no requirement left unwritten.
            shape.optionStart = optionStart
            shape.otherRequirements.removeAll { $0 == requirement }
            result.findings.append(AdoptionFinding("start", optionStart.finding, example.reference))
        }
        if shape.routes == nil,
            let routes = routes(of: &shape, baseMembers: baseMembers)
                ?? OwnStackRouteDetector(index: index, declaration: declaration).routes(of: &shape)
        {
            shape.routes = routes
            result.findings.append(
                AdoptionFinding(
                    "routes",
                    "\(routes.perFlow ? "each coordinator's" : "the app's") \(routes.enum), shown by \(routes.viewBuilder) on \(routes.ownStack == true ? "its own " : "")\(routes.navigator.name)",
                    declaration.reference))
        }
        // Findings the protocol alone led to, which the base class or an output protocol has answered.
        if shape.finish.kind != .none {
            result.findings.removeAll { $0.topic == "finish" && $0.value.hasPrefix("none:") }
        }
        if shape.providesFinish, let index = result.findings.firstIndex(where: { $0.topic == "finish()" && $0.value == "not provided" }) {
            result.findings[index].value = "implemented for every coordinator, by \(shape.baseClass ?? shape.name)"
        }
        if shape.router != nil || shape.routes != nil {
            // They navigate instead of a navigation controller.
            result.undecided.removeAll { $0.hasPrefix("no navigation controller property in") }
        }
        if shape.children != nil {
            result.undecided.removeAll { $0.hasPrefix("no children property in") }
        }
        result.shape = shape
    }

    // MARK: The base class

    /// The children, the methods that keep and release one, the finish closure and `finish()`, where the
    /// base class declares them rather than the protocol.
    private func completeFromBaseClass(
        _ shape: inout ProtocolShape, base: TypeDeclaration, members: [DeclSyntax], result: inout ProtocolShapeDetector.Result
    ) {
        for member in members {
            guard let (name, type) = Self.storedProperty(member) else { continue }
            if shape.children == nil, let array = type.unwrapped.as(ArrayTypeSyntax.self),
                refersToCoordinator(TypeText(syntax: array.element).baseName, shape: shape)
            {
                shape.children = ChildrenShape(name: name, collection: .array, element: array.element.trimmedDescription)
                result.findings.append(
                    AdoptionFinding("children", "\(name): \(type.syntax.trimmedDescription), in \(base.name)", base.reference))
            } else if shape.finish.kind == .none, type.isFunction, Self.namesAnEnd(name) {
                shape.finish = FinishMechanism(kind: .closure, property: name, closureType: type.syntax.trimmedDescription)
                result.findings.append(
                    AdoptionFinding("finish", "closure \(name): \(type.syntax.trimmedDescription), in \(base.name)", base.reference))
            }
        }
        detectChildMethods(&shape, in: members, declaredBy: base.name, result: &result)
        providedByBaseClass(&shape, base: base, members: members, result: &result)
        if !shape.providesFinish, members.contains(where: { $0.as(FunctionDeclSyntax.self)?.name.text == "finish" }) {
            shape.providesFinish = true
        }
    }

    /// The methods among `members` (of a base class or a protocol extension) that keep and release a child.
    private func detectChildMethods(
        _ shape: inout ProtocolShape, in members: [DeclSyntax], declaredBy owner: String, result: inout ProtocolShapeDetector.Result
    ) {
        if var children = shape.children, children.add == nil || children.remove == nil {
            for member in members {
                guard let function = member.as(FunctionDeclSyntax.self),
                    let parameter = function.signature.parameterClause.parameters.first,
                    function.signature.parameterClause.parameters.count == 1, parameter.firstName.text == "_",
                    refersToCoordinator(TypeText(syntax: parameter.type).baseName, shape: shape)
                else { continue }
                let body = function.body?.description ?? ""
                if children.add == nil, body.contains(".append(") { children.add = function.name.text }
                if children.remove == nil, body.contains(".remove") { children.remove = function.name.text }
            }
            if let add = children.add, let remove = children.remove {
                result.findings.append(
                    AdoptionFinding(
                        "children", "kept with \(add)(_:), released with \(remove)(_:)", index.type(named: owner)?.reference))
            }
            shape.children = children
        }
    }

    /// Requirements besides `start()` that the base class implements (`start(with option:)`): every
    /// subclass inherits them, so they are no longer requirements a new coordinator must write.
    private func providedByBaseClass(
        _ shape: inout ProtocolShape, base: TypeDeclaration, members: [DeclSyntax], result: inout ProtocolShapeDetector.Result
    ) {
        let implemented = Set(members.compactMap { $0.as(FunctionDeclSyntax.self).map(Self.selector) })
        for requirement in (declaration.members ?? []).compactMap({ $0.decl.as(FunctionDeclSyntax.self) }) {
            let text = DeclSyntax(requirement).requirementText
            guard text != "func start()", implemented.contains(Self.selector(requirement)), shape.otherRequirements.contains(text) else {
                continue
            }
            shape.otherRequirements.removeAll { $0 == text }
            result.findings.append(AdoptionFinding("provided", "\(Self.selector(requirement)), by \(base.name)", base.reference))
        }
    }

    /// `start(with:)`: a function's name and argument labels.
    static func selector(_ function: FunctionDeclSyntax) -> String {
        "\(function.name.text)(\(function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()))"
    }

    /// Whether `type` is a coordinator: the protocol, its base class or its superclass.
    private func refersToCoordinator(_ type: String, shape: ProtocolShape) -> Bool {
        [shape.name, shape.baseClass, shape.superclass].contains(type)
    }

    /// A closure property with a name about ending (`onFinish`, `finishFlow`, `didComplete`).
    static func namesAnEnd(_ name: String) -> Bool {
        name.lowercased().contains("finish") || name.lowercased().contains("complet")
    }

    /// A stored or computed property's name and type.
    static func storedProperty(_ member: DeclSyntax) -> (String, TypeText)? {
        guard let variable = member.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let annotation = binding.typeAnnotation
        else { return nil }
        return (name, TypeText(syntax: annotation.type))
    }

    // MARK: The finish closure of an output protocol

    /// A protocol other than the coordinator protocol that declares a closure about ending, which the
    /// coordinators' own protocols refine or the coordinators conform to (`CoordinatorFinishOutput`).
    private func outputProtocolClosure(of shape: ProtocolShape) -> (TypeDeclaration, String, String)? {
        let conformances = CoordinatorConformances(index: index, protocolName: shape.name)
        let adopted = Set(conformances.coordinators.flatMap { $0.type.inherited + ($0.flowProtocol?.inherited ?? []) })
        for output in index.types where output.kind == .protocol && output.name != shape.name && adopted.contains(output.name) {
            for member in output.members ?? [] {
                guard let (name, type) = Self.storedProperty(member.decl), type.isFunction, Self.namesAnEnd(name) else { continue }
                return (output, name, type.syntax.trimmedDescription)
            }
        }
        return nil
    }

    // MARK: The initialiser

    /// The initialiser a new coordinator has when the protocol requires none: the one at least two of the
    /// base class's subclasses declare alike, else the only one among `members` (the base class's, when
    /// the protocol is constrained to it; an app whose base class implements the protocol keeps
    /// recording none, and its coordinators get one passing the navigation controller).
    private func sharedInitializer(base: TypeDeclaration, members: [DeclSyntax]) -> InitializerRequirement? {
        if let shared = sharedInitializer(among: index.types.filter { $0.kind == .class && $0.inherited.first == base.name }) {
            return shared
        }
        let own = members.compactMap { $0.as(InitializerDeclSyntax.self) }
        return own.count == 1 ? own.first.map(Self.requirement) : nil
    }

    /// The initialiser at least two classes conforming to `protocolName` directly declare alike.
    private func sharedInitializer(conformingTo protocolName: String) -> InitializerRequirement? {
        sharedInitializer(among: index.types.filter { $0.kind == .class && $0.inherited.contains(protocolName) })
    }

    /// The initialiser at least two of `classes` declare alike, each declaring only that one.
    private func sharedInitializer(among classes: [TypeDeclaration]) -> InitializerRequirement? {
        var counts: [String: (Int, InitializerRequirement)] = [:]
        for subclass in classes {
            let initializers = (subclass.members ?? []).compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            guard initializers.count == 1, let requirement = initializers.first.map(Self.requirement) else { continue }
            counts[requirement.signature, default: (0, requirement)].0 += 1
        }
        if let (count, shared) = counts.values.max(by: { $0.0 < $1.0 }), count >= 2 { return shared }
        return PerFlowModuleFactories.sharedInitializer(among: classes, requirement: Self.requirement)
    }

    /// An initialiser declaration as the shape records it: its signature without attributes or body.
    static func requirement(_ initializer: InitializerDeclSyntax) -> InitializerRequirement {
        let parameters = initializer.signature.parameterClause.parameters.map { parameter in
            InitializerRequirement.Parameter(
                label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text,
                type: parameter.type.trimmedDescription)
        }
        let text = parameters.map { ($0.label == $0.name ? "" : "\($0.label) ") + "\($0.name): \($0.type)" }.joined(separator: ", ")
        return InitializerRequirement(signature: "init(\(text))", parameters: parameters)
    }

    // MARK: A router and factories

    /// The router an initialiser parameter passes in — a protocol that sets a root screen, pushes,
    /// presents, pops and dismisses — and the names of those methods.
    private func router(_ parameter: InitializerRequirement.Parameter, _ declared: TypeDeclaration) -> RouterShape? {
        let methods = Self.methodNames(of: declared, index: index)
        func method(_ prefix: String, avoiding: String? = nil) -> String? {
            methods.first { $0 == prefix } ?? methods.first { $0.hasPrefix(prefix) && !(avoiding.map($0.contains) ?? false) }
        }
        guard let implementation = implementation(of: declared), let setRoot = method("setRoot"), let push = method("push"),
            let present = method("present"), let pop = method("pop", avoiding: "Root"), let dismiss = method("dismiss")
        else { return nil }
        let calls = RouterCallForms(of: declared, index: index)
        return RouterShape(
            property: parameter.name, type: parameter.type, implementation: implementation, setRoot: setRoot, push: push, present: present,
            pop: pop, dismiss: dismiss, popArguments: calls.arguments(of: pop), dismissArguments: calls.arguments(of: dismiss),
            pushCompletion: calls.pushCompletion(push))
    }

    /// The factory an initialiser parameter passes in: a protocol whose methods make things named after
    /// a flow or screen, with the method pattern, and whether they make coordinators (they return one of
    /// `coordinatorTypes`, or a composition with one) rather than screens.
    private func factory(
        _ parameter: InitializerRequirement.Parameter, _ declared: TypeDeclaration, alike: [TypeDeclaration] = [],
        coordinatorTypes: Set<String>
    ) -> (shape: FactoryShape, makesCoordinators: Bool)? {
        // A method returning a tuple makes a flow to present on its own stack (`CoordinatorBoxDetector`);
        // each flow's own protocol (`alike`) adds its methods.
        let methods = (alike.isEmpty ? [declared] : alike).flatMap {
            ($0.members ?? []).compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        }.filter {
            !CoordinatorBoxDetector.returnsTuple($0)
        }
        guard let implementation = implementation(of: declared), let pattern = Self.pattern(of: methods.map(\.name.text)) else {
            return nil
        }
        let makesCoordinators = methods.contains { method in
            let returned = method.signature.returnClause.map { TypeText(syntax: $0.type).baseName } ?? ""
            return returned.split(separator: "&").contains {
                coordinatorTypes.contains($0.trimmingCharacters(in: .whitespaces).removingAnyPrefix)
            }
        }
        return (
            FactoryShape(protocol: declared.name, implementation: implementation, property: parameter.name, method: pattern),
            makesCoordinators
        )
    }

    /// `make{Name}Coordinator` from `makeOnboardingCoordinator` and `makeHomeCoordinator`: the words the
    /// methods share before and after the ones that differ. A single method's differing words are those
    /// between its verb and the usual suffix of a coordinator or screen type.
    static func pattern(of methods: [String]) -> String? {
        let words = Array(Set(methods)).sorted().map(\.splittingCamelCaseWords)
        guard let first = words.first, first.count >= 3 else { return nil }
        var prefix = first.count
        var suffix = first.count
        for other in words.dropFirst() {
            prefix = min(prefix, zip(first, other).prefix { $0 == $1 }.count)
            suffix = min(suffix, zip(first.reversed(), other.reversed()).prefix { $0 == $1 }.count)
        }
        if words.count == 1 {
            prefix = 1
            let name = first.joined()
            guard let typeSuffix = ["ViewController", "Coordinator", "Controller", "View", "Module", "Screen"].first(where: name.hasSuffix)
            else { return nil }
            suffix = typeSuffix.splittingCamelCaseWords.count
        }
        guard prefix > 0, prefix + suffix < first.count else { return nil }
        return first.prefix(prefix).joined() + NamingScheme.placeholder + first.suffix(suffix).joined()
    }

    /// The class that implements the protocol `declared` (`Router`, `DefaultCoordinatorFactory`), or
    /// `declared` itself when it is a class (`FlowFactory`): the shape then records its name as both the
    /// protocol and the implementation, and the class alone gets new methods.
    private func implementation(of declared: TypeDeclaration) -> String? {
        guard declared.kind == .protocol else { return declared.name }
        return index.types.first { $0.kind == .class && $0.inherited.contains(declared.name) }?.name
    }

    /// ` -> {Name}View: BaseView` where a screen factory returns each screen's view protocol.
    static func returnedView(of factory: FactoryShape) -> String {
        guard let refines = factory.viewProtocolRefines, let returns = factory.returns else { return "" }
        return " -> \(returns): \(refines)"
    }

    /// `implemented by RouterImp`, or `a class without a protocol`.
    static func implemented(by implementation: String, for declared: TypeDeclaration) -> String {
        declared.kind == .protocol ? "implemented by \(implementation)" : "a class without a protocol"
    }

    /// The method names a type declares, and its extensions.
    static func methodNames(of type: TypeDeclaration, index: DeclarationIndex) -> [String] {
        ((type.members.map(Array.init) ?? []) + index.extensions(of: type.name).flatMap { Array($0.members ?? []) })
            .compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text }
    }

    // MARK: A route enum

    /// A protocol with a `Hashable` associated type, a requirement naming the first case and a view
    /// builder over it, whose coordinators hold a navigation state: the SwiftUI route enum. Its
    /// requirements leave `otherRequirements`.
    private func routes(of shape: inout ProtocolShape, baseMembers: [DeclSyntax]) -> RouteShape? {
        let members = (declaration.members ?? []).map(\.decl)
        guard
            let associated = members.compactMap({ $0.as(AssociatedTypeDeclSyntax.self) }).first(where: {
                $0.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "Hashable" } ?? false
            })
        else { return nil }
        let enumName = associated.name.text
        let builders = members.compactMap { $0.as(FunctionDeclSyntax.self) }.filter { function in
            function.signature.parameterClause.parameters.first.map { TypeText(syntax: $0.type).baseName == enumName } ?? false
        }
        guard let builder = builders.first, let label = builder.signature.parameterClause.parameters.first?.firstName.text,
            let navigator = baseMembers.compactMap(Self.storedProperty).first(where: { _, type in
                index.type(named: type.baseName, kinds: [.class]).map { $0.name.contains("Navigat") || $0.name.contains("Router") } ?? false
            })
        else { return nil }
        let firstRoute = members.compactMap(Self.storedProperty).first { $0.1.baseName == enumName }?.0
        let extensionMethods = index.extensions(of: declaration.name).flatMap { Array($0.members ?? []) }.compactMap {
            $0.decl.as(FunctionDeclSyntax.self)
        }
        let showing = extensionMethods.filter {
            $0.signature.parameterClause.parameters.first.map { TypeText(syntax: $0.type).baseName == enumName } ?? false
        }.map(\.name.text)
        let baseMethods = baseMembers.compactMap { $0.as(FunctionDeclSyntax.self)?.name.text }
        func named(_ word: String, in names: [String]) -> String {
            names.first { $0 == word } ?? names.first { $0.hasPrefix(word) } ?? word
        }
        let variable = baseMembers.compactMap { $0.as(VariableDeclSyntax.self) }.first {
            $0.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == navigator.0
        }
        let settable = variable?.bindingSpecifier.text == "var" && !(variable?.modifiers.contains { $0.detail != nil } ?? false)
        let perFlow = index.types.contains { $0.isNested && $0.name == enumName && $0.kind == .enum }
        // One enum for the whole app: the type the coordinators give their first route (`Route`).
        let appEnum =
            perFlow
            ? nil
            : firstRoute.flatMap { firstRoute in
                index.types.filter { $0.kind == .class && $0.inherited.contains(declaration.name) }.lazy
                    .compactMap {
                        ($0.members ?? []).lazy.compactMap { Self.storedProperty($0.decl) }.first { $0.0 == firstRoute }?.1.baseName
                    }
                    .first
            }

        // What the route enum accounts for is no longer an unknown requirement.
        let consumed = Set(
            members.filter { member in
                member.is(AssociatedTypeDeclSyntax.self) || builders.contains { Syntax($0).id == Syntax(member).id }
                    || (Self.storedProperty(member).map { $0.1.baseName == enumName } ?? false)
            }.map(\.requirementText))
        shape.otherRequirements.removeAll(where: consumed.contains)
        return RouteShape(
            enum: appEnum ?? enumName, perFlow: perFlow, firstRoute: firstRoute, viewBuilder: "\(builder.name.text)(\(label):)",
            navigator: PropertyRequirement(
                name: navigator.0, type: navigator.1.unwrapped.trimmedDescription, optional: navigator.1.isOptional, settable: settable),
            push: named("push", in: showing), present: named("present", in: showing), pop: named("pop", in: baseMethods),
            dismiss: named("dismiss", in: baseMethods))
    }
}
