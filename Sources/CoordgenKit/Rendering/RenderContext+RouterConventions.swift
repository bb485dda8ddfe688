/// The router family in the app's own spelling: how a flow declares how it ends, what its class
/// conforms to, and how it calls the app's router and factories.
extension RenderContext.Conventions {
    /// The protocol that declares this flow's finish closure (`ReservationCoordinatorOutput` where each
    /// flow has its own, `CoordinatorFinishOutput`), or nil when the base class or the coordinator
    /// protocol declares it.
    var flowOutputProtocol: String? {
        let finish = shape.protocol.finish
        guard finish.kind == .closure else { return nil }
        return finish.protocol.map { NamingScheme.apply($0, to: name) }
    }

    /// Whether each flow has an output protocol of its own, which the new flow's file declares.
    var declaresFlowOutput: Bool {
        shape.protocol.finish.kind == .closure && shape.protocol.finish.protocol?.contains(NamingScheme.placeholder) == true
    }

    /// The superclass and protocols of a router-family coordinator: the base class (or the coordinator
    /// protocol without one), then the flow's own protocol, which refines the rest, or else the output
    /// protocol that declares the finish closure (`BaseCoordinator, ReservationCoordinatorOutput`).
    var routerConformance: String {
        let protocolShape = shape.protocol
        var parts = protocolShape.baseClass.map { [$0] } ?? []
        if let flowProtocol {
            parts.append(flowProtocol)
        } else {
            if protocolShape.baseClass == nil || protocolShape.superclass != nil || protocolShape.baseClassConforms == false {
                parts.append(protocolShape.name)
            }
            if let flowOutputProtocol { parts.append(flowOutputProtocol) }
        }
        return parts.joined(separator: ", ")
    }

    /// What the coordinator factory's new method returns: the app's pattern (`Coordinator &
    /// ReservationCoordinatorOutput`), else the new class.
    var makeCoordinatorReturn: String {
        shape.protocol.coordinatorFactory?.returns.map { NamingScheme.apply($0, to: name) } ?? flowClass
    }

    /// Whether the flow is presented on a navigation stack of its own, made by the coordinator factory's
    /// box method (`makeReservationCoordinatorBox()`), as the app presents its flows.
    var presentsInOwnStack: Bool { presentsModally && shape.protocol.coordinatorFactory?.boxMethod != nil }

    /// The values of a flow presented on its own stack: the box method, its return type and body, and
    /// the parent's finish closure, which dismisses that stack before releasing the child.
    var coordinatorBoxValues: [String: any Sendable] {
        guard presentsInOwnStack, let factory = shape.protocol.coordinatorFactory, let box = factory.boxMethod,
            let router = shape.protocol.router
        else { return ["presentsInOwnStack": false] }
        var wireFinish = wireFinish
        wireFinish.insert("    self?.\(router.property).\(router.dismissCall)", at: min(1, wireFinish.count))
        return [
            "presentsInOwnStack": true,
            "makeCoordinatorBox": NamingScheme.apply(box, to: name),
            "makeCoordinatorBoxReturn": NamingScheme.apply(factory.boxReturns ?? flowClass, to: name),
            "makeCoordinatorBoxBody": (factory.boxBody ?? []).flatMap {
                NamingScheme.apply($0, to: name).split(separator: "\n").map(String.init)
            },
            "wireFinishDismissing": wireFinish,
        ]
    }

    /// The values of the router family's own spelling.
    var routerValues: [String: any Sendable] {
        var values: [String: any Sendable] = [
            "routerConformance": routerConformance,
            "flowOutputProtocol": flowOutputProtocol ?? "",
            "declaresFlowOutput": declaresFlowOutput,
            // The type this flow declares (its own where it cannot pass what its siblings pass).
            "finishClosureType": finish.closureType ?? "(() -> Void)?",
            "makeCoordinatorReturn": makeCoordinatorReturn,
            "openFlowMethod": shape.naming.openFlowMethod(for: name),
        ]
        values.merge(coordinatorBoxValues) { current, _ in current }
        if let screenFactory = shape.protocol.screenFactory {
            // What the screen factory returns: the view controller, or its view protocol (`ReservationView`).
            let returned = screenFactory.returns.map { NamingScheme.apply($0, to: name) }
            values["makeScreenReturn"] = returned ?? screenClass
            values["screenViewProtocol"] = screenFactory.viewProtocolRefines == nil ? "" : returned ?? ""
            values["screenViewProtocolRefines"] = screenFactory.viewProtocolRefines ?? ""
        }
        if let router = shape.protocol.router {
            // `private`, except the router where the protocol requires it (as a `let` the initialiser sets).
            let requiresRouter = router.requiredByProtocol == true && bindingKeyword(for: router.property) == "let"
            values["routerStoredProperties"] =
                storedParameters.map { parameter in
                    let declaration = storedPropertyDeclaration(parameter)
                    return requiresRouter && parameter.name == router.property ? access.prefix + declaration : "private \(declaration)"
                } + ownStoredProperties.map { "private \($0)" }
            // The base class stores everything the flow is made with (``PassedToBaseInit``): its initialiser is inherited.
            values["inheritsBaseInit"] = PassedToBaseInit.names(in: shape.protocol) != nil && !declaresInit
            values["routerPopCall"] = router.popCall
            values.merge(RouterScreenArguments.values(of: router)) { current, _ in current }
            values["routerDismissCall"] = router.dismissCall
            values["routerPushesWithCompletion"] = router.pushCompletion != false
        }
        return values
    }
}
