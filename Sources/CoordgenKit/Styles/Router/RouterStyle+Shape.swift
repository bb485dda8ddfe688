extension RouterStyle {
    /// The shape of the code this style's templates write, as `coordgen init` records it: `Coordinator`
    /// with `start()`, implemented by `BaseCoordinator`, whose `addDependency(_:)`/`removeDependency(_:)`
    /// keep children; each flow has its `{Name}CoordinatorProtocol`, ends through the `onFinish` closure
    /// of `CoordinatorFinishOutput`, is created by `CoordinatorFactory` with the router and both
    /// factories, and shows its screens through `RouterProtocol`, built by `ViewControllerFactory`.
    var builtInProtocol: ProtocolShape {
        let router = RouterShape(
            property: "router", type: "any RouterProtocol", implementation: "Router", setRoot: "setRoot", push: "push",
            present: "present", pop: "pop", dismiss: "dismiss")
        let coordinatorFactory = FactoryShape(
            protocol: "CoordinatorFactory", implementation: "DefaultCoordinatorFactory", property: "coordinatorFactory",
            method: "make{Name}Coordinator")
        let screenFactory = FactoryShape(
            protocol: "ViewControllerFactory", implementation: "DefaultViewControllerFactory", property: "factory",
            method: "make{Name}ViewController")
        let parameters: [InitializerRequirement.Parameter] = [
            .init(label: router.property, name: router.property, type: router.type),
            .init(label: screenFactory.property, name: screenFactory.property, type: "any \(screenFactory.protocol)"),
            .init(label: coordinatorFactory.property, name: coordinatorFactory.property, type: "any \(coordinatorFactory.protocol)"),
        ]
        return ProtocolShape(
            name: "Coordinator", classBound: true, mainActor: true, navigation: nil,
            children: ChildrenShape(
                name: "childCoordinators", collection: .array, element: "any Coordinator", add: "addDependency",
                remove: "removeDependency"),
            finish: FinishMechanism(
                kind: .closure, protocol: "CoordinatorFinishOutput", property: "onFinish", closureType: "(() -> Void)?"),
            flowType: nil,
            initializers: [
                InitializerRequirement(
                    signature: "init(" + parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")", parameters: parameters)
            ],
            otherRequirements: ["func start()"], providesFinish: false, providesFindCoordinator: false, baseClass: "BaseCoordinator",
            router: router, coordinatorFactory: coordinatorFactory, screenFactory: screenFactory)
    }

    /// Every flow has its own protocol, which its parent's `open…Coordinator()` returns through.
    var flowProtocolPattern: String? { "{Name}CoordinatorProtocol" }
}

extension RouterStyle {
    /// What the router templates need the shape to say, and what they cannot write; a new screen needs
    /// only the router (and the screen factory the app's screens are made by), not how flows are made,
    /// kept and ended.
    func shapeProblem(_ shape: AppShape, for use: ShapeUse) -> String? {
        let protocolShape = shape.protocol
        let finish = protocolShape.finish
        let parameters = Set((protocolShape.initializers.first?.parameters ?? []).map(\.name))
        // The coordinator factory may be the parents' alone (`init(router:coordinatorFactory:)` in the
        // coordinators that start children): a new flow is then made by it but given none.
        let dependencies = [protocolShape.router?.property, protocolShape.screenFactory?.property]
        // A closure that passes something back (`((String?) -> Void)?`) is written where a new flow has a
        // value to pass (``FinishClosureWithArguments``); where it has none, its one line says which key.
        let withArguments = FinishClosureWithArguments(finish)
        if use == .flow, let problem = withArguments?.problem { return problem }
        return ShapeRequirement.firstProblem(
            [
                ShapeRequirement(
                    key: "shape.router", met: protocolShape.router != nil,
                    because: "coordinators show screens through a router, and none is recorded"),
                // Without a factory, parents and coordinators make children and screens themselves (RouterWithoutFactories).
                ShapeRequirement(
                    key: "shape.coordinatorFactory", met: !RouterWithoutFactories.passesFlowOwnType(protocolShape),
                    because: "a parent makes its child itself, and the initialiser takes a type of each flow's own; a coordinator factory makes it"
                ).flowsOnly,
                ShapeRequirement(
                    key: "shape.finish", met: finish.kind == .closure && finish.property != nil && (finish.closureTakesNoArguments || withArguments != nil),
                    because: "a flow ends through a `(() -> Void)?` closure, or one that passes something back (finish.kind closure, finish.property, finish.closureType)"
                ).flowsOnly,
                ShapeRequirement(
                    key: "shape.initializers", met: protocolShape.router.map { parameters.contains($0.property) } ?? false
                        && dependencies.allSatisfy { $0.map(parameters.contains) ?? true },
                    because: "a coordinator's initialiser takes the router and the screen factory"
                ).flowsOnly,
                ShapeRequirement.cannotWrite(
                    key: "shape.navigation", present: protocolShape.navigation != nil,
                    because: "coordinators hold a router, not a navigation controller; the uikit style's templates write one"),
                ShapeRequirement.cannotWrite(
                    key: "shape.routes", present: protocolShape.routes != nil,
                    because: "it writes UIKit coordinators, not a route enum; the swiftui style's templates write one"),
                ShapeRequirement(
                    key: "shape.children", met: protocolShape.children?.add != nil && protocolShape.children?.remove != nil,
                    because:
                        "parents keep children through the add and remove methods of the base class or a protocol extension (children.add, children.remove)"
                ).flowsOnly,
            ], style: .router, for: use)
    }
}
