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
        let base = completeSuperclass(&shape, result: &result)
        // The base class's members and those of the classes it inherits from (`BaseNavigationCoordinator:
        // BaseCoordinator`): a subclass has them all.
        let baseMembers = base.map { index.classChain(from: $0) }?.flatMap { type in
            index.members(of: type).map(\.decl)
        } ?? []
        if let base {
            completeFromBaseClass(&shape, base: base, members: baseMembers, result: &result)
        }
        completeFinish(&shape, base: base, result: &result)
        completeInitializer(&shape, base: base, baseMembers: baseMembers, result: &result)
        completeBaseInitCall(&shape, base: base, result: &result)
        Self.explainStackOfRequiredInit(shape, in: &result)
        completeRouterAndFactories(&shape, result: &result)
        completeRoutes(&shape, baseMembers: baseMembers, result: &result)
        completeStart(&shape, result: &result)
        Self.dropAnswered(shape, from: &result)
        result.shape = shape
    }

    /// A protocol constrained to a class: its coordinators inherit from it. Returns the base class the
    /// app declares, if any.
    private func completeSuperclass(_ shape: inout ProtocolShape, result: inout ProtocolShapeDetector.Result) -> TypeDeclaration? {
        if let superclass = declaration.inherited.first(where: { index.type(named: $0, kinds: [.class]) != nil }) {
            shape.superclass = superclass
            shape.classBound = true
            if shape.baseClass == nil { shape.baseClass = superclass }
            result.findings.append(
                AdoptionFinding("base class", "\(superclass): \(shape.name) is constrained to it", declaration.reference))
        }
        return shape.baseClass.flatMap { index.type(named: $0, kinds: [.class]) }
    }

    /// How a flow ends where the protocol does not say: a closure an output protocol declares, or one
    /// each flow's class declares.
    private func completeFinish(_ shape: inout ProtocolShape, base: TypeDeclaration?, result: inout ProtocolShapeDetector.Result) {
        if shape.finish.kind == .none, let (output, property, type) = outputProtocolClosure(of: shape) {
            // One output protocol per flow (`AuthCoordinatorOutput`): recorded as their pattern.
            // The closure may be named after the flow too (`finish{Name}CoordinatorFlow`).
            let perFlow = FlowOutputProtocols(index: index, conformances: CoordinatorConformances(index: index, protocolName: shape.name))
                .pattern(declaring: property, of: output)
            let closure = perFlow?.property ?? property
            shape.finish = FinishMechanism(kind: .closure, protocol: perFlow?.protocol ?? output.name, property: closure, closureType: type)
            result.findings.append(
                AdoptionFinding(
                    "finish", "closure \(closure): \(type), declared by \(perFlow.map { "each flow's \($0.protocol)" } ?? output.name)",
                    output.reference))
        }
        // A base class standing for the protocol that declares `finish()` is how every flow ends: the
        // closures flows declare for themselves are theirs.
        let baseFinishes = declaration.kind != .protocol && declaration.functionNames.contains("finish")
        if shape.finish.kind == .none, base != nil, !baseFinishes,
            let declared = closureDeclaredByFlows(CoordinatorConformances(index: index, protocolName: shape.name).coordinators.map(\.type))
        {
            // Each flow declares the closure itself (`var finishFlow: (() -> Void)?`): so does a new one.
            shape.finish = FinishMechanism(kind: .closure, property: declared.property, closureType: declared.type, declaredByFlows: true)
            result.findings.append(
                AdoptionFinding(
                    "finish", "closure \(declared.property): \(declared.type), declared by each flow's class", declared.example.reference))
        }
        if shape.finish.kind == .none, base != nil, !baseFinishes,
            let named = Self.closureNamedAlikeByFlows(
                CoordinatorConformances(index: index, protocolName: shape.name).coordinators.map(\.type))
        {
            // Each flow declares the closure with what it passes back: a new flow's passes nothing.
            shape.finish = FinishMechanism(kind: .closure, property: named.property, closureType: "(() -> Void)?", declaredByFlows: true)
            result.findings.append(
                AdoptionFinding(
                    "finish",
                    "closure \(named.property), declared by each flow's class with what it passes back (\(named.types.joined(separator: ", "))): a new flow declares \(named.property): (() -> Void)?",
                    named.example.reference))
        }
    }

    /// The initialiser coordinators share, and the children methods a protocol extension implements.
    private func completeInitializer(
        _ shape: inout ProtocolShape, base: TypeDeclaration?, baseMembers: [DeclSyntax], result: inout ProtocolShapeDetector.Result
    ) {
        if shape.initializers.isEmpty, let base,
            let shared = sharedInitializer(base: base, members: shape.superclass == base.name ? baseMembers : [])
        {
            shape.initializers = [shared.requirement]
            result.findings.append(AdoptionFinding("init", "\(shared.requirement.signature) (\(shared.reason))", base.reference))
        } else if shape.initializers.isEmpty, let base, let handedAfter = stackHandedAfterInit(shape, base: base, baseMembers: baseMembers) {
            shape.initializers = [StackHandedAfterInit.initializer]
            result.findings.append(handedAfter)
        } else if shape.initializers.isEmpty, base == nil, shape.navigation == nil,
            let shared = sharedInitializer(conformingTo: shape.name)
        {
            // No base class and no navigation controller: the initialiser the coordinators share.
            shape.initializers = [shared.requirement]
            result.findings.append(AdoptionFinding("init", "\(shared.requirement.signature) (\(shared.reason))", declaration.reference))
        }
        if shape.children != nil {
            // Children kept through methods a protocol extension implements (`addDependency(_:)`), also
            // where a base class holds the collection but not those methods.
            detectChildMethods(
                &shape, in: index.extensions(of: shape.name).flatMap { ($0.members ?? []).map(\.decl) }, declaredBy: shape.name,
                result: &result)
        }
        if shape.navigation == nil, let initializer = shape.initializers.first {
            // A parameter kept under another name (`self.factory = catalogFactory`) is named after the property.
            shape.initializers[0] = namingParametersAfterProperties(
                initializer, coordinators: CoordinatorConformances(index: index, protocolName: shape.name).coordinators.map(\.type))
        }
    }

    /// The router and the factories the shared initialiser takes, the coordinator factory the parents
    /// take, and how that factory is used.
    private func completeRouterAndFactories(_ shape: inout ProtocolShape, result: inout ProtocolShapeDetector.Result) {
        let coordinatorTypes = Set(
            CoordinatorConformances(index: index, protocolName: shape.name).coordinators.flatMap { [$0.type.name, $0.flowProtocol?.name] }
                .compactMap { $0 } + [shape.name, shape.baseClass].compactMap { $0 })
        completeFromInitializerParameters(&shape, coordinatorTypes: coordinatorTypes, result: &result)
        completeCoordinatorFactoryOfParents(&shape, coordinatorTypes: coordinatorTypes, result: &result)
        completeCoordinatorFactoryUsage(&shape, coordinatorTypes: coordinatorTypes, result: &result)
        result.findings += UnwrittenPerFlowParameters(index: index, coordinatorTypes: coordinatorTypes).drop(
            from: &shape, at: declaration.reference)
        if let finding = RouterWithoutFactories.finding(for: shape, at: declaration.reference) { result.findings.append(finding) }
    }

    /// The router and the factories among the shared initialiser's parameters.
    private func completeFromInitializerParameters(
        _ shape: inout ProtocolShape, coordinatorTypes: Set<String>, result: inout ProtocolShapeDetector.Result
    ) {
        let perFlow = PerFlowModuleFactories(index: index, coordinators: coordinatorTypes)
        for parameter in shape.initializers.first?.parameters ?? [] {
            let type = parameter.type.trimmingCharacters(inASCII: "?!").removingAnyPrefix
            // A protocol and its implementation, or the app's own class without a protocol (`FlowFactory`);
            // a flow's own protocol (`{Name}ModuleFactory`) is read from the flows' ones.
            guard
                let declared = perFlow.declarations(of: type).first ?? index.type(named: type, kinds: [.protocol])
                    ?? index.type(named: type, kinds: [.class])
            else { continue }
            if shape.router == nil, var router = router(parameter, declared) {
                // The protocol's `var router: Router { get }`: every new coordinator declares it anyway.
                if let required = shape.otherRequirements.firstIndex(where: { RequirementSignature($0).isProperty(router.property) }) {
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
    }

    /// A coordinator factory the parents take where the shared initialiser takes none.
    private func completeCoordinatorFactoryOfParents(
        _ shape: inout ProtocolShape, coordinatorTypes: Set<String>, result: inout ProtocolShapeDetector.Result
    ) {
        if shape.coordinatorFactory == nil, shape.router != nil, shape.screenFactory != nil,
            let parents = coordinatorFactoryTakenByParents(
                shape, coordinators: CoordinatorConformances(index: index, protocolName: shape.name).coordinators.map(\.type),
                coordinatorTypes: coordinatorTypes)
        {
            shape.coordinatorFactory = parents.shape
            // A new flow takes it as the parents do, to start flows of its own.
            if var initializer = shape.initializers.first {
                initializer.parameters.append(parents.parameter)
                initializer.signature = InitializerRequirement(parameters: initializer.parameters).signature
                shape.initializers[0] = initializer
            }
            result.findings.append(
                AdoptionFinding(
                    "coordinator factory",
                    "\(parents.shape.property): \(parents.shape.protocol).\(parents.shape.method), \(Self.implemented(by: parents.shape.implementation, for: parents.declared)); taken by the parents (\(parents.takenBy.joined(separator: ", "))), and by a new flow so that it can start flows of its own",
                    parents.declared.reference))
        }
    }

    /// What the coordinator factory returns, whether it is passed the screen factory, and the flows it
    /// presents on a stack of their own.
    private func completeCoordinatorFactoryUsage(
        _ shape: inout ProtocolShape, coordinatorTypes: Set<String>, result: inout ProtocolShapeDetector.Result
    ) {
        if var factory = shape.coordinatorFactory, let screenFactory = shape.screenFactory {
            let usage = CoordinatorFactoryUsage(index: index)
            factory.returns = usage.returns(of: factory)
            let parameter =
                shape.initializers.first?.parameters.first { $0.name == screenFactory.property }?.label ?? screenFactory.property
            factory.passesScreenFactory = usage.screenFactoryArgument(of: factory, parameter: parameter, screenFactory: screenFactory)
            if factory.passesScreenFactory == nil, usage.takesScreenFactory(factory, named: screenFactory.protocol.lowerCamelCased) {
                factory.takesScreenFactory = true
                result.findings.append(
                    AdoptionFinding(
                        "coordinator factory",
                        "\(factory.protocol)'s methods take the screen factory (\(screenFactory.protocol.lowerCamelCased): \(screenFactory.protocol)) and pass it on: a new flow's method takes it too, and its parent passes its own",
                        index.type(named: factory.protocol)?.reference))
            }
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
    }

    /// A SwiftUI route enum, or routes on a stack each coordinator owns.
    private func completeRoutes(_ shape: inout ProtocolShape, baseMembers: [DeclSyntax], result: inout ProtocolShapeDetector.Result) {
        if shape.routes == nil,
            let routes = routes(of: &shape, baseMembers: baseMembers)
                ?? OwnStackRouteDetector(index: index, declaration: declaration, baseMembers: baseMembers).routes(of: &shape)
        {
            shape.routes = routes
            if routes.ownStack == true {
                dropFlowEnum(of: &shape, baseMembers: baseMembers, result: &result)
                dropPathAsNavigation(of: &shape, navigator: routes.navigator, result: &result)
            }
            result.findings.append(
                AdoptionFinding(
                    "routes",
                    placeholderBuilders(routes).map { sites in
                        "\(routes.perFlow ? "each coordinator's" : "the app's") \(routes.enum) on each coordinator's own \(routes.navigator.name), shown by \(sites)"
                    } ?? "\(routes.perFlow ? "each coordinator's" : "the app's") \(routes.enum), shown by \(routes.viewBuilder) on \(routes.ownStack == true ? "its own " : "")\(routes.navigator.name)",
                    declaration.reference))
        }
        // A path of routes taken for a navigation controller by its name, whose routes no family read.
        UnreadRoutePath(index: index, declaration: declaration).drop(from: &shape, result: &result)
    }

    /// Where the coordinators' views map the routes (`shape.routes.destinationsInViews`), where one of
    /// them is a placeholder ignoring its value (``PlaceholderDestinationBuilder``); nil otherwise.
    private func placeholderBuilders(_ routes: RouteShape) -> String? {
        guard routes.destinationsInViews == true else { return nil }
        let coordinators = CoordinatorConformances(index: index, protocolName: declaration.name).coordinators.map(\.type.name)
        let sites = DestinationViews.sites(routes.enum, of: coordinators, in: index).map(\.site)
        let note = DestinationViews.placeholderNote(sites)
        return note.isEmpty ? nil : sites.joined(separator: ", ") + note
    }

    /// A `start` that takes an argument (`start(with:)`, `start(animated:)`), in the families whose
    /// templates write it (the router's and the navigation controller's).
    private func completeStart(_ shape: inout ProtocolShape, result: inout ProtocolShapeDetector.Result) {
        guard shape.optionStart == nil, shape.family is RouterFamily || shape.family is NavigationControllerFamily else { return }
        guard
            let (optionStart, requirement, example) = OptionStartDetector(index: index, declaration: declaration).detect(
                coordinators: CoordinatorConformances(index: index, protocolName: shape.name).coordinators.map(\.type),
                factory: shape.coordinatorFactory, baseClass: shape.baseClass)
        else { return }
        // The flows implement `start(with:)`: a new one writes it too, so it is no requirement left unwritten.
        shape.optionStart = optionStart
        shape.otherRequirements.removeAll { $0 == requirement }
        result.findings.append(AdoptionFinding("start", optionStart.finding, example.reference))
    }

    /// Findings the protocol alone led to, which the base class or an output protocol has answered.
    private static func dropAnswered(_ shape: ProtocolShape, from result: inout ProtocolShapeDetector.Result) {
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
    }

    /// Coordinators that own their stacks are told apart by class, not by a case of a flow enum: an
    /// optional enum the protocol requires (`var sheet: Sheet?`) is what a flow presents, which the base
    /// class holds for every flow, or a requirement left to write.
    /// A path of routes named like a navigation controller (`var navigationPath: [Route] { get set }`),
    /// read as the stack before the routes were: it is the routes' navigator, which each coordinator holds.
    private func dropPathAsNavigation(of shape: inout ProtocolShape, navigator: PropertyRequirement, result: inout ProtocolShapeDetector.Result) {
        guard let navigation = shape.navigation, navigation.name == navigator.name else { return }
        shape.navigation = nil
        result.findings.removeAll { $0.topic == "navigation" }
    }

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
}
