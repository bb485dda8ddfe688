extension RouterStyle {
    /// The coordinator protocol this style's projects declare, as `coordgen init` would record it.
    var builtInProtocol: ProtocolShape {
        ProtocolShape(
            name: "Coordinator", classBound: true, mainActor: true, navigation: nil,
            children: ChildrenShape(name: "childCoordinators", collection: .array, element: "any Coordinator"),
            finish: FinishMechanism(kind: .closure, property: "onFinish", closureType: "(() -> Void)?"),
            flowType: nil, initializers: [], otherRequirements: ["func start()"], providesFinish: false,
            providesFindCoordinator: false)
    }

    /// How a flow's protocol is named, if the style gives flows one.
    var flowProtocolPattern: String? { nil }
}
