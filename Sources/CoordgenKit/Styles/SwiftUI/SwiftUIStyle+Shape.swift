extension SwiftUIStyle {
    /// The shape of the code this style's templates write, as `coordgen init` records it: `Coordinator`
    /// is constrained to `BaseCoordinator`, which holds the `Navigator`, the children (`addChild(_:)`,
    /// `removeChild(_:)`), `finish()` and the `onFinish` closure; each flow declares its `Destination`
    /// enum, its `firstScreen` and `view(for:)`, and shows a destination with `push`/`present`.
    var builtInProtocol: ProtocolShape {
        let navigator = PropertyRequirement(name: "navigator", type: "Navigator", settable: false)
        return ProtocolShape(
            name: "Coordinator", classBound: true, mainActor: true, navigation: nil,
            children: ChildrenShape(
                name: "childCoordinators", collection: .array, element: "BaseCoordinator", add: "addChild", remove: "removeChild"),
            finish: FinishMechanism(kind: .closure, property: "onFinish", closureType: "(() -> Void)?"),
            flowType: nil,
            initializers: [
                InitializerRequirement(
                    signature: "init(navigator: Navigator)",
                    parameters: [.init(label: navigator.name, name: navigator.name, type: navigator.type)])
            ],
            otherRequirements: [], providesFinish: true, providesFindCoordinator: false, baseClass: "BaseCoordinator",
            superclass: "BaseCoordinator",
            routes: RouteShape(
                enum: "Destination", perFlow: true, firstRoute: "firstScreen", viewBuilder: "view(for:)", navigator: navigator,
                push: "push", present: "present", pop: "pop", dismiss: "dismiss"))
    }

    /// Flows have classes only.
    var flowProtocolPattern: String? { nil }
}

extension SwiftUIStyle {
    /// What the swiftui templates need the shape to say, and what they cannot write.
    func shapeProblem(_ shape: AppShape, for use: ShapeUse) -> String? {
        let protocolShape = shape.protocol
        let finish = protocolShape.finish
        let navigator = protocolShape.routes?.navigator.name
        if protocolShape.routes?.ownStack == true { return ownStackProblem(shape, for: use) }
        return ShapeRequirement.firstProblem(
            [
                ShapeRequirement(
                    key: "shape.routes", met: protocolShape.routes != nil,
                    because: "a flow lists what it shows in a route enum, and none is recorded"),
                ShapeRequirement.cannotWrite(
                    key: "shape.routes.perFlow", present: protocolShape.routes?.perFlow == false,
                    because: "each coordinator declares its own route enum, not one for the whole app"),
                ShapeRequirement(
                    key: "shape.routes.firstRoute", met: protocolShape.routes.map { $0.firstRoute != nil } ?? true,
                    because: "each coordinator names the route it starts with"
                ).flowsOnly,
                ShapeRequirement(
                    key: "shape.finish", met: finish.kind == .closure && finish.closureTakesNoArguments,
                    because: "a flow ends through a `(() -> Void)?` closure (finish.kind closure)"
                ).flowsOnly,
                ShapeRequirement(
                    key: "shape.initializers",
                    met: protocolShape.initializers.first?.parameters.map(\.name) == navigator.map { [$0] },
                    because: "a coordinator is created with the navigation state only"
                ).flowsOnly,
                ShapeRequirement.cannotWrite(
                    key: "shape.navigation", present: protocolShape.navigation != nil,
                    because:
                        "coordinators navigate through routes.navigator, not a navigation controller; the uikit style's templates write one"
                ),
                ShapeRequirement.cannotWrite(
                    key: "shape.router",
                    present: protocolShape.router != nil || protocolShape.coordinatorFactory != nil || protocolShape.screenFactory != nil,
                    because: "it writes SwiftUI coordinators, not a router with factories; the router style's templates write one"),
            ] + ShapeRequirement.baseClassKeepsChildren(protocolShape), style: .swiftui, for: use)
    }

    /// Where each coordinator owns its stack: the templates need to know how a parent presents a child
    /// flow, and write coordinators created without arguments, navigating through their routes only.
    private func ownStackProblem(_ shape: AppShape, for use: ShapeUse) -> String? {
        let protocolShape = shape.protocol
        // The app's own initialiser that takes arguments (`init(appState: AppState)`), which a new flow
        // written by the templates, created with none, would not have.
        let initializerWithArguments = protocolShape.initializers.first { !$0.parameters.isEmpty }
        // Apps of flags record no routes, so they never get here.
        return ShapeRequirement.firstProblem(
            [
                ShapeRequirement(
                    key: "shape.routes.flows", met: protocolShape.routes?.flows != nil,
                    because: "each coordinator owns its NavigationStack, and how a parent presents a child flow is not recorded"
                ).flowsOnly,
                ShapeRequirement.cannotWrite(
                    key: "shape.initializers", present: initializerWithArguments != nil,
                    because:
                        "the app's coordinators are created with arguments (\(initializerWithArguments?.signature ?? "")), and the templates write a coordinator that owns its stack with an initialiser taking none"
                ).flowsOnly,
                ShapeRequirement.cannotWrite(
                    key: "shape.navigation", present: protocolShape.navigation != nil,
                    because: "coordinators navigate through their routes, not a navigation controller"),
                ShapeRequirement.cannotWrite(
                    key: "shape.routes.viewBuilder", present: protocolShape.routes?.viewBuilderTakesMoreThanTheRoute == true,
                    because:
                        "each coordinator's view builder \(protocolShape.routes?.viewBuilder ?? "") takes more than the route, and the templates write and fill one taking only the route"
                ).flowsOnly,
                ShapeRequirement.cannotWrite(
                    key: "shape.router",
                    present: protocolShape.router != nil || protocolShape.coordinatorFactory != nil || protocolShape.screenFactory != nil,
                    because: "it writes SwiftUI coordinators, not a router with factories; the router style's templates write one"),
            ], style: .swiftui, for: use)
    }

    /// The shape's routes for a new screen: where each coordinator owns its stack, a screen needs only
    /// the enum, its view builder and the push and pop methods, which the shape names; a screen presented
    /// modally needs the enum the app presents through `sheet(item:)` or `fullScreenCover(item:)`
    /// (`shape.routes.modal`), whose case, builder and presenting method it then gets instead.
    func checkedScreenRoutes(of shape: AppShape, presentsModally: Bool) throws(GeneratorError) -> RouteShape {
        guard let routes = shape.protocol.routes, routes.ownStack == true else { return try checkedRoutes(of: shape, for: .screen) }
        guard !routes.viewBuilderTakesMoreThanTheRoute else {
            throw .cannotGenerate(
                "each coordinator's view builder \(routes.viewBuilder) takes more than the route, and coordgen adds a screen's case only to a builder taking the route alone (shape.routes.viewBuilder in \(Project.configFileName))"
            )
        }
        guard presentsModally else { return routes }
        guard routes.modal != nil else {
            throw .cannotGenerate(
                "--present needs an optional enum property that .sheet(item:) or .fullScreenCover(item:) binds, with a method that sets it, and none is recorded (shape.routes.modal in \(Project.configFileName)); push the screen instead"
            )
        }
        return routes.presented
    }

    /// The shape's route enum, once the shape is one the templates can write.
    func checkedRoutes(of shape: AppShape, for use: ShapeUse = .flow) throws(GeneratorError) -> RouteShape {
        guard let routes = shape.protocol.routes, shapeProblem(shape, for: use) == nil else {
            throw .cannotGenerate(shapeProblem(shape, for: use) ?? "")
        }
        return routes
    }
}
