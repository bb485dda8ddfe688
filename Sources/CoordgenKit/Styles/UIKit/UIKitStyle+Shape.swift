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
