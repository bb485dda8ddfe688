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
            "removeChildMethod": removeChildMethod ?? "",
        ]
        if let router = shape.router {
            values.merge(routerValues) { current, _ in current }
            values["router"] = router.property
            values["routerType"] = router.type
            values["routerImplementation"] = router.implementation
            values["routerSetRoot"] = router.setRoot
            values["routerPush"] = router.push
            values["routerPresent"] = router.present
            values["routerPop"] = router.pop
            values["routerDismiss"] = router.dismiss
        }
        if let factory = shape.coordinatorFactory {
            values["coordinatorFactory"] = factory.property
            values["coordinatorFactoryClass"] = factory.implementation
            values["makeCoordinator"] = makeCoordinator ?? ""
            values["factoryInitCall"] = factoryInitCall ?? ""
        }
        if let factory = shape.screenFactory {
            values["screenFactory"] = factory.property
            values["makeScreen"] = makeScreen ?? ""
        }
        if let flags = shape.flags { values.merge(flagValues(flags)) { current, _ in current } }
        // Where each flow names its enum after itself (`{Name}Route`), this flow's (`ReservationRoute`).
        if let routes = shape.routes?.resolved(forFlow: name) {
            values["routeEnum"] = routes.enum
            values["firstRoute"] = routes.firstRoute ?? ""
            values["viewBuilder"] = routes.viewBuilderName
            values["viewBuilderLabel"] = viewBuilderLabel ?? ""
            values["navigator"] = routes.navigator.name
            values["navigatorType"] = routes.navigator.type
            values["routePush"] = RouteShape.baseName(routes.push)
            values["routePushLabel"] = RouteShape.argumentLabel(routes.push)
            values["routePresent"] = RouteShape.baseName(routes.present)
            values["routePresentLabel"] = RouteShape.argumentLabel(routes.present)
            values["screenEnvironment"] = routes.screenEnvironment.map(screenEnvironmentDeclaration) ?? ""
            values["screenEnvironmentProperty"] = routes.screenEnvironment.map(screenEnvironmentProperty) ?? ""
            values["presentedIn"] = routes.modal?.modifier == "fullScreenCover" ? "a full-screen cover" : "a sheet"
            values["routePop"] = routes.pop
            values["routeDismiss"] = routes.dismiss
            values["destinationOwner"] = destinationOwner ?? ""
            values["initCallWithNewNavigator"] = initCallWithNewNavigator ?? ""
            if let flows = routes.flows { values.merge(ownStackValues(routes, flows)) { current, _ in current } }
        }
        return values
    }
}
