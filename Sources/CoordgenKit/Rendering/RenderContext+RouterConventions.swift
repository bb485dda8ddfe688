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
            if protocolShape.baseClass == nil || protocolShape.superclass != nil { parts.append(protocolShape.name) }
            if let flowOutputProtocol { parts.append(flowOutputProtocol) }
        }
        return parts.joined(separator: ", ")
    }

    /// What the coordinator factory's new method returns: the app's pattern (`Coordinator &
    /// ReservationCoordinatorOutput`), else the new class.
    var makeCoordinatorReturn: String {
        shape.protocol.coordinatorFactory?.returns.map { NamingScheme.apply($0, to: name) } ?? flowClass
    }

    /// The values of the router family's own spelling.
    var routerValues: [String: any Sendable] {
        var values: [String: any Sendable] = [
            "routerConformance": routerConformance,
            "flowOutputProtocol": flowOutputProtocol ?? "",
            "declaresFlowOutput": declaresFlowOutput,
            "finishClosureType": shape.protocol.finish.closureType ?? "(() -> Void)?",
            "makeCoordinatorReturn": makeCoordinatorReturn,
            "openFlowMethod": shape.naming.openFlowMethod(for: name),
        ]
        if let router = shape.protocol.router {
            values["routerPopCall"] = router.popCall
            values["routerDismissCall"] = router.dismissCall
            values["routerPushesWithCompletion"] = router.pushCompletion != false
        }
        return values
    }
}
