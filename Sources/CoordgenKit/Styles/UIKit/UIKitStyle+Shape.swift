extension UIKitStyle {
    /// The coordinator protocol this style's projects declare, as `coordgen init` would record it.
    var builtInProtocol: ProtocolShape {
        ProtocolShape(
            name: "Coordinator", classBound: true, mainActor: true,
            navigation: PropertyRequirement(name: "navigationController", type: "UINavigationController"),
            children: ChildrenShape(name: "childCoordinators", collection: .array, element: "any Coordinator"),
            finish: FinishMechanism(
                kind: .delegate, protocol: "CoordinatorFinishDelegate", classBound: true, property: "finishDelegate",
                method: "coordinatorDidFinish", labels: ["childCoordinator"], parameterType: "any Coordinator"),
            flowType: FlowTypeShape(property: "type", enum: "CoordinatorType", cases: ["app"]),
            initializers: [
                InitializerRequirement(
                    signature: "init(_ navigationController: UINavigationController)",
                    parameters: [.init(label: "_", name: "navigationController", type: "UINavigationController")])
            ],
            otherRequirements: [
                "var firstPushedScreen: UIViewController? { get }", "func start()", "func finish()",
                "func findCoordinator(type: CoordinatorType) -> (any Coordinator)?",
            ],
            providesFinish: true, providesFindCoordinator: true)
    }

    /// How a flow's protocol is named, if the style gives flows one.
    var flowProtocolPattern: String? { "{Name}CoordinatorProtocol" }
}

extension UIKitStyle {
    /// The uikit templates write navigation-controller coordinators: a router, factories or a route enum
    /// recorded in the shape would be ignored, so they are refused (the other styles write them).
    func shapeProblem(_ shape: AppShape, for use: ShapeUse) -> String? {
        let shape = shape.protocol
        return ShapeRequirement.firstProblem(
            [
                ShapeRequirement.cannotWrite(
                    key: "shape.router", present: shape.router != nil,
                    because: "it shows screens through a navigation controller, not a router; the router style's templates write one"),
                ShapeRequirement.cannotWrite(
                    key: "shape.coordinatorFactory", present: shape.coordinatorFactory != nil,
                    because: "a parent creates its child itself, not through a factory; the router style's templates write one"
                ).flowsOnly,
                ShapeRequirement.cannotWrite(
                    key: "shape.screenFactory", present: shape.screenFactory != nil,
                    because: Self.screenFactoryProblem(shape.screenFactory)),
                ShapeRequirement.cannotWrite(
                    key: "shape.routes", present: shape.routes != nil,
                    because: "it writes UIKit coordinators, not a route enum; the swiftui style's templates write one"),
            ], style: .uikit, for: use)
    }
}

extension UIKitStyle {
    /// Why a screen factory stops these templates, naming the app's own factory: the app's coordinators
    /// build screens through it, and these templates make each screen in its coordinator.
    static func screenFactoryProblem(_ factory: FactoryShape?) -> String {
        let made = factory.map { "\($0.protocol).\($0.method)" } ?? "a factory"
        return "the app's coordinators build their screens through \(made), and these templates make each screen in its coordinator instead, unlike the app's own; the router style's templates build screens through a factory, for coordinators that hold a router"
    }
}
