extension RenderContext.Conventions {
    // MARK: Children kept through the base class's methods

    /// The method that keeps a child (`addDependency`), or nil when parents append to the collection.
    var addChildMethod: String? { shape.protocol.children?.add }
    /// The method that releases a child (`removeDependency`), or nil when parents edit the collection.
    var removeChildMethod: String? { shape.protocol.children?.remove }

    // MARK: A router and factories (router family)

    /// The factory method that makes this flow's coordinator (`makeReservationCoordinator`).
    var makeCoordinator: String? { shape.protocol.coordinatorFactory?.method(for: name) }
    /// The factory method that makes this screen (`makeReservationViewController`).
    var makeScreen: String? { shape.protocol.screenFactory?.method(for: name) }

    /// How the coordinator factory creates the flow's coordinator: the router it is given, the screen
    /// factory as its methods pass it (`ModuleFactoryImp()`), else the property named after that
    /// factory's protocol (`viewControllerFactory`), and itself as the coordinator factory.
    var factoryInitCall: String? {
        guard let coordinatorFactory = shape.protocol.coordinatorFactory else { return nil }
        let screenFactory = shape.protocol.screenFactory
        return call(
            arguments: initParameters.map { parameter in
                switch parameter.name {
                case coordinatorFactory.property: "self"
                case screenFactory?.property:
                    coordinatorFactory.passesScreenFactory ?? screenFactory.map { $0.protocol.lowerCamelCased } ?? parameter.name
                default: parameter.name
                }
            })
    }

    /// The screen factory a new make-method takes and passes on, as the factory's methods do
    /// (`viewControllerFactory: ViewControllerFactory`); nil where the factory supplies it itself.
    var screenFactoryPassedOn: (name: String, type: String)? {
        guard let factory = shape.protocol.coordinatorFactory, factory.takesScreenFactory == true, let screenFactory = shape.protocol.screenFactory
        else { return nil }
        return (screenFactory.protocol.lowerCamelCased, screenFactory.protocol)
    }

    // MARK: A route enum (SwiftUI family)

    /// The view builder's argument label (`for` in `view(for:)`).
    var viewBuilderLabel: String? {
        shape.protocol.routes.map { routes in
            String(routes.viewBuilder.drop { $0 != "(" }.dropFirst().prefix { $0 != ":" })
        }
    }

    /// How a parent creates the flow's coordinator on a navigation state of its own (a presented flow):
    /// `ReservationCoordinator(navigator: Navigator())`.
    var initCallWithNewNavigator: String? {
        guard let navigator = shape.protocol.routes?.navigator else { return nil }
        return call(arguments: initParameters.map { $0.name == navigator.name ? "\(navigator.type)()" : $0.name })
    }

    /// The values of the router and route-enum families, spelled here and nowhere else.
    var familyValues: [String: any Sendable] {
        let shape = shape.protocol
        var values: [String: any Sendable] = [
            "baseClass": shape.baseClass ?? "",
            "finishProtocol": shape.finish.kind == .closure ? (shape.finish.protocol ?? "") : "",
            "childrenName": shape.children?.name ?? "",
            "addChildMethod": addChildMethod ?? "",
            "addChildLabel": shape.children?.addLabel.map { "\($0): " } ?? "",
            "removeChildMethod": removeChildMethod ?? "",
        ]
        // What the app's family adds: its router and factories, its flags, or its route enum.
        values.merge(shape.family.renderValues(for: self)) { current, _ in current }
        return values
    }
}

extension RenderContext.Conventions {
    /// The values of a router and the factories, spelled here and nowhere else.
    func routerFamilyValues(_ family: RouterFamily) -> [String: any Sendable] {
        var values = routerValues
        let router = family.router
        values["router"] = router.property
        values["routerType"] = router.type
        values["routerImplementation"] = router.implementation
        values["routerSetRoot"] = router.setRoot
        values["routerPush"] = router.push
        values["routerPresent"] = router.present
        values["routerPop"] = router.pop
        values["routerDismiss"] = router.dismiss
        values["coordinatorFactory"] = heldCoordinatorFactory ?? ""
        values["coordinatorFactoryClass"] = family.coordinatorFactory?.implementation ?? ""
        values["makeCoordinator"] = makeCoordinator ?? ""
        values["factoryInitCall"] = factoryInitCall ?? ""
        values["screenFactoryParameter"] = screenFactoryPassedOn.map { ", \($0.name): \($0.type)" } ?? ""
        values["screenFactoryTestArgument"] =
            screenFactoryPassedOn.map { passed in ", \(passed.name): \(family.screenFactory?.implementation ?? passed.type)()" } ?? ""
        values["screenFactory"] = heldScreenFactory ?? ""
        values["makeScreen"] = makeScreen ?? ""
        values.merge(RouterWithoutFactories(family).values(for: self)) { current, _ in current }
        return values
    }

    /// The values of a route enum, this flow's where each flow names its enum after itself
    /// (`ReservationRoute`), with those of a stack of its own where flows have one.
    func routeValues(_ recorded: RouteShape) -> [String: any Sendable] {
        let routes = recorded.resolved(forFlow: name)
        var values: [String: any Sendable] = [
            "routeEnum": routes.enum,
            "firstRoute": routes.firstRoute ?? "",
            "viewBuilder": routes.viewBuilderName,
            "viewBuilderLabel": viewBuilderLabel ?? "",
            "navigator": routes.navigator.name,
            "navigatorType": routes.navigator.type,
            "routePush": RouteShape.baseName(routes.push),
            "routePushLabel": RouteShape.argumentLabel(routes.push),
            // `.receipt`, or `Route(destination: .receipt)` where the push takes the struct wrapping the enum.
            "routePushedValue": pushedValue(routes),
            "routePresent": RouteShape.baseName(routes.present),
            "routePresentLabel": RouteShape.argumentLabel(routes.present),
            "screenEnvironment": routes.screenEnvironment.map(screenEnvironmentDeclaration) ?? "",
            "screenEnvironmentProperty": routes.screenEnvironment.map(screenEnvironmentProperty) ?? "",
            "presentedIn": routes.modal?.modifier == "fullScreenCover" ? "a full-screen cover" : "a sheet",
            "routePop": routes.pop,
            "routePopCall": routes.dispatch?.popCall(recorded: routes.pop) ?? "\(routes.pop)()",
            "routeDismiss": routes.dismiss,
            "destinationOwner": destinationOwner ?? "",
            "initCallWithNewNavigator": initCallWithNewNavigator ?? "",
        ]
        if let flows = routes.flows { values.merge(ownStackValues(routes, flows)) { current, _ in current } }
        return values
    }
}

extension RenderContext.Conventions {
    /// What a screen's method pushes: `.receipt`, `Route(destination: .receipt)` where the push takes the
    /// struct wrapping the enum, or the event carrying it where one method handles every event
    /// (`.push(.receipt)` for `handle(_:)`).
    func pushedValue(_ routes: RouteShape) -> String {
        let route =
            routes.routeStruct.map { $0.pushesStruct == true ? $0.value(of: ".\(caseIdentifier)") : nil }
            .flatMap { $0 } ?? (routes.appendsToNavigationPath ? "\(routes.enum).\(caseIdentifier)" : ".\(caseIdentifier)")
        return routes.dispatch?.event(carrying: route) ?? route
    }
}
