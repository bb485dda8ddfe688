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
    func shapeProblem(_ shape: AppShape) -> String? {
        let shape = shape.protocol
        return ShapeRequirement.firstProblem(
            [
                ShapeRequirement(
                    key: "shape.router", met: shape.router == nil,
                    because: "it shows screens through a navigation controller, not a router (style: router does)"),
                ShapeRequirement(
                    key: "shape.coordinatorFactory", met: shape.coordinatorFactory == nil,
                    because: "a parent creates its child itself, not through a factory (style: router does)"),
                ShapeRequirement(
                    key: "shape.screenFactory", met: shape.screenFactory == nil,
                    because: "a coordinator creates its screens itself, not through a factory (style: router does)"),
                ShapeRequirement(
                    key: "shape.routes", met: shape.routes == nil,
                    because: "it writes UIKit coordinators, not a route enum (style: swiftui does)"),
            ], style: .uikit)
    }
}
