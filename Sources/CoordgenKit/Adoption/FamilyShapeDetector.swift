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
        if shape.finish.kind == .none, base != nil,
            let declared = closureDeclaredByFlows(CoordinatorConformances(index: index, protocolName: shape.name).coordinators.map(\.type))
        {
            // Each flow declares the closure itself (`var finishFlow: (() -> Void)?`): so does a new one.
            shape.finish = FinishMechanism(kind: .closure, property: declared.property, closureType: declared.type, declaredByFlows: true)
            result.findings.append(
                AdoptionFinding(
                    "finish", "closure \(declared.property): \(declared.type), declared by each flow's class", declared.example.reference))
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
        if shape.navigation == nil, let initializer = shape.initializers.first {
            // A parameter kept under another name (`self.factory = catalogFactory`) is named after the property.
            shape.initializers[0] = namingParametersAfterProperties(
                initializer, coordinators: CoordinatorConformances(index: index, protocolName: shape.name).coordinators.map(\.type))
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
            if shape.router == nil, var router = router(parameter, declared) {
                // The protocol's `var router: Router { get }`: every new coordinator declares it anyway.
                if let required = shape.otherRequirements.firstIndex(where: { $0.hasPrefix("var \(router.property):") }) {
                    shape.otherRequirements.remove(at: required)
                    router.requiredByProtocol = true
                }
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
        if shape.coordinatorFactory == nil, shape.router != nil, shape.screenFactory != nil,
            let parents = coordinatorFactoryTakenByParents(
                shape, coordinators: CoordinatorConformances(index: index, protocolName: shape.name).coordinators.map(\.type),
                coordinatorTypes: coordinatorTypes)
        {
            shape.coordinatorFactory = parents.shape
            // A new flow takes it as the parents do, to start flows of its own.
            if var initializer = shape.initializers.first {
                initializer.parameters.append(parents.parameter)
                let text = initializer.parameters.map { ($0.label == $0.name ? "" : "\($0.label) ") + "\($0.name): \($0.type)" }
                initializer.signature = "init(\(text.joined(separator: ", ")))"
                shape.initializers[0] = initializer
            }
            result.findings.append(
                AdoptionFinding(
                    "coordinator factory",
                    "\(parents.shape.property): \(parents.shape.protocol).\(parents.shape.method), \(Self.implemented(by: parents.shape.implementation, for: parents.declared)); taken by the parents (\(parents.takenBy.joined(separator: ", "))), and by a new flow so that it can start flows of its own",
                    parents.declared.reference))
        }
        if var factory = shape.coordinatorFactory, let screenFactory = shape.screenFactory {
            let usage = CoordinatorFactoryUsage(index: index)
            factory.returns = usage.returns(of: factory)
            let parameter =
                shape.initializers.first?.parameters.first { $0.name == screenFactory.property }?.label ?? screenFactory.property
            factory.passesScreenFactory = usage.screenFactoryArgument(of: factory, parameter: parameter, screenFactory: screenFactory)
            factory = CoordinatorBoxDetector(index: index).completing(
                factory, coordinatorClasses: coordinatorTypes, initializerLabels: shape.initializers.first?.parameters.map(\.label))
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
                ?? OwnStackRouteDetector(index: index, declaration: declaration, baseMembers: baseMembers).routes(of: &shape)
        {
            shape.routes = routes
            if routes.ownStack == true { dropFlowEnum(of: &shape, baseMembers: baseMembers, result: &result) }
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

    /// Coordinators that own their stacks are told apart by class, not by a case of a flow enum: an
    /// optional enum the protocol requires (`var sheet: Sheet?`) is what a flow presents, which the base
    /// class holds for every flow, or a requirement left to write.
    private func dropFlowEnum(of shape: inout ProtocolShape, baseMembers: [DeclSyntax], result: inout ProtocolShapeDetector.Result) {
        guard let flowType = shape.flowType else { return }
        shape.flowType = nil
        result.flowEnumFile = nil
        result.findings.removeAll { $0.topic == "flow enum" }
        let declaredByBase = baseMembers.contains { Self.propertyName($0) == flowType.property }
        if !declaredByBase,
            let requirement = (declaration.members ?? []).map(\.decl).first(where: { Self.storedProperty($0)?.0 == flowType.property })
        {
            shape.otherRequirements.append(requirement.requirementText)
        }
        result.undecided.removeAll { $0.hasPrefix("no flow enum:") }
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
        if var flowType = shape.flowType, let label = Self.initialiserStoring(flowType, among: members) {
            flowType.baseInitLabel = label
            shape.flowType = flowType
            result.findings.append(
                AdoptionFinding(
                    "flow enum", "\(base.name) stores \(flowType.property) through init(\(label):): a new coordinator passes its case there",
                    base.reference))
        }
        if !shape.providesFinish, members.contains(where: { $0.as(FunctionDeclSyntax.self)?.name.text == "finish" }) {
            shape.providesFinish = true
        }
    }

    /// The label of the only initialiser among a base class's `members`, taking the flow's case alone, where
    /// the class stores the case in a `let` without a value (`let type: CoordinatorType` and
    /// `init(type: CoordinatorType)`): subclasses cannot override such a property, they pass their case.
    private static func initialiserStoring(_ flowType: FlowTypeShape, among members: [DeclSyntax]) -> String? {
        let storesLet = members.contains { member in
            guard let variable = member.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "let",
                let binding = variable.bindings.first, binding.initializer == nil, binding.accessorBlock == nil,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == flowType.property
            else { return false }
            return binding.typeAnnotation.map { TypeText(syntax: $0.type).baseName } == flowType.enum
        }
        let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
        guard storesLet, initializers.count == 1, let parameters = initializers.first?.signature.parameterClause.parameters,
            parameters.count == 1, let parameter = parameters.first, TypeText(syntax: parameter.type).baseName == flowType.enum,
            parameter.defaultValue == nil
        else { return nil }
        return parameter.firstName.text
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
                if children.add == nil, body.contains(".append(") {
                    children.add = function.name.text
                    // It may also set the child's finish closure, which calls the remove method.
                    if shape.finish.kind == .closure, let property = shape.finish.property, body.contains(".\(property) =") {
                        children.addSetsFinish = true
                    }
                } else if children.remove == nil, body.contains(".remove") {
                    children.remove = function.name.text
                }
            }
            if let add = children.add, let remove = children.remove {
                result.findings.append(
                    AdoptionFinding(
                        "children", "kept with \(add)(_:), released with \(remove)(_:)", index.type(named: owner)?.reference))
            }
            shape.children = children
        }
    }

    /// Requirements besides `start()` that the base class implements (`start(with option:)`, `var
    /// rootViewController`, `subscript(type:)`): every subclass inherits them, so they are no longer
    /// requirements a new coordinator must write.
    private func providedByBaseClass(
        _ shape: inout ProtocolShape, base: TypeDeclaration, members: [DeclSyntax], result: inout ProtocolShapeDetector.Result
    ) {
        let implemented = Set(members.compactMap(Self.memberKey))
        for requirement in (declaration.members ?? []).map(\.decl) {
            let text = requirement.requirementText
            guard let key = Self.memberKey(requirement), text != "func start()", implemented.contains(key),
                shape.otherRequirements.contains(text)
            else { continue }
            shape.otherRequirements.removeAll { $0 == text }
            result.findings.append(AdoptionFinding("provided", "\(key), by \(base.name)", base.reference))
        }
        // Properties the base class declares (`var path = NavigationPath()`): its subclasses have them too.
        let declared = Set(members.compactMap(Self.propertyName))
        for requirement in (declaration.members ?? []).map(\.decl) {
            guard let (name, _) = Self.storedProperty(requirement), declared.contains(name),
                shape.otherRequirements.contains(requirement.requirementText)
            else { continue }
            shape.otherRequirements.removeAll { $0 == requirement.requirementText }
            result.findings.append(AdoptionFinding("provided", "var \(name), by \(base.name)", base.reference))
        }
    }

    /// A property's name, typed or declared by its initial value alone (`@Published var path = NavigationPath()`).
    private static func propertyName(_ member: DeclSyntax) -> String? {
        member.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// A member as a requirement names it: `start(with:)`, `rootViewController`, `subscript(type:)`.
    private static func memberKey(_ member: DeclSyntax) -> String? {
        if let function = member.as(FunctionDeclSyntax.self) { return selector(function) }
        if let variable = member.as(VariableDeclSyntax.self), variable.bindings.count == 1 {
            return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        if let subscriptDecl = member.as(SubscriptDeclSyntax.self) {
            return "subscript(\(subscriptDecl.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()))"
        }
        return nil
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
    /// Where flows' own protocols differ in what their closure passes (`((Item?) -> Void)?` in one,
    /// `(() -> Void)?` in the rest), the first that passes nothing: the ending a new flow has.
    private func outputProtocolClosure(of shape: ProtocolShape) -> (TypeDeclaration, String, String)? {
        let conformances = CoordinatorConformances(index: index, protocolName: shape.name)
        let adopted = Set(conformances.coordinators.flatMap { $0.type.inherited + ($0.flowProtocol?.inherited ?? []) })
        var found: [(TypeDeclaration, String, String)] = []
        for output in index.types where output.kind == .protocol && output.name != shape.name && adopted.contains(output.name) {
            for member in output.members ?? [] {
                guard let (name, type) = Self.storedProperty(member.decl), type.isFunction, Self.namesAnEnd(name) else { continue }
                found.append((output, name, type.syntax.trimmedDescription))
                break
            }
        }
        return found.first { FinishMechanism(kind: .closure, closureType: $0.2).closureTakesNoArguments } ?? found.first
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
}
