extension SwiftUIStyle {
    /// The coordinator protocol this style's projects declare, as `coordgen init` would record it.
    var builtInProtocol: ProtocolShape {
        ProtocolShape(
            name: "Coordinator", classBound: true, mainActor: true, navigation: nil,
            children: ChildrenShape(name: "childCoordinators", collection: .array, element: "BaseCoordinator"),
            finish: FinishMechanism(kind: .closure, property: "onFinish", closureType: "(() -> Void)?"),
            flowType: nil,
            initializers: [
                InitializerRequirement(
                    signature: "init(navigator: Navigator)",
                    parameters: [.init(label: "navigator", name: "navigator", type: "Navigator")])
            ],
            otherRequirements: ["var firstScreen: Destination { get }"], providesFinish: true, providesFindCoordinator: false)
    }

    /// How a flow's protocol is named, if the style gives flows one.
    var flowProtocolPattern: String? { nil }
}
