extension RenderContext.Conventions {
    // MARK: Coordinators that own their stacks (SwiftUI family, `shape.routes.flows`)

    /// The view that shows the flow's stack: the app's per-flow view name (`ReservationCoordinatorView`),
    /// or, where one generic view shows every stack, a view of the flow's own around it, which is where
    /// the flow's children get presented.
    func ownStackView(_ flows: ChildFlowShape) -> String {
        flows.viewPerFlow ? flows.view(for: name) : "\(flowClass)View"
    }

    /// Whether the new flow tells its parent it is done through a back-reference: only when there is a
    /// parent whose class the reference can name.
    func endsThroughParent(_ flows: ChildFlowShape) -> Bool { flows.endsThroughParent && parentClass != nil }

    /// The declaration of the navigation state: `path = NavigationPath()`, `stack: [Destination] = []`.
    func navigatorDeclaration(_ navigator: PropertyRequirement) -> String {
        if navigator.type.hasPrefix("[") { return "\(navigator.name): \(navigator.type) = []" }
        return "\(navigator.name) = \(navigator.type)()"
    }

    /// The values the own-stack templates read, spelled here and nowhere else.
    func ownStackValues(_ routes: RouteShape, _ flows: ChildFlowShape) -> [String: any Sendable] {
        let observable = flows.observable == true
        let throughParent = endsThroughParent(flows)
        // `sheet(item:)` presents an `Identifiable` item; a flow its view creates is presented as a view.
        let conformance = ([shape.protocol.name] + (flows.ownedByView == true ? [] : ["Identifiable"])).joined(separator: ", ")
        return [
            "ownStackImports": observable ? ["Observation", "SwiftUI"] : ["SwiftUI"],
            "observable": observable,
            "ownStackConformance": conformance,
            "declaresRouteEnum": routes.perFlow,
            "publishedPrefix": observable ? "" : "@Published ",
            "navigatorDeclaration": navigatorDeclaration(routes.navigator),
            "flowEndDeclaration": throughParent
                ? "weak var \(flows.parentProperty ?? ""): \(parentClass ?? "")?"
                : "var \(flows.finishClosure ?? "onFinish"): (() -> Void)?",
            "flowEnd": throughParent
                ? "\(flows.parentProperty ?? "")?.\(flows.parentFinish ?? "")()" : "\(flows.finishClosure ?? "onFinish")?()",
            "endsThroughParent": throughParent,
            "parentProperty": flows.parentProperty ?? "",
            "flowFinishClosure": flows.finishClosure ?? "onFinish",
            "routeParameter": routes.enum.lowerCamelCased,
            "routeEnumQualified": routes.perFlow ? "\(flowClass).\(routes.enum)" : routes.enum,
            "firstRouteExpression": routes.firstRoute.map { "coordinator.\($0)" } ?? ".\(caseIdentifier)",
            "stackView": ownStackView(flows),
            "sharedStackView": flows.viewPerFlow ? "" : flows.view,
            "objectWrapper": observable ? "@Bindable" : "@ObservedObject",
            "openMethodName": shape.naming.openFlowMethod(for: name),
            "flowPresentation": flows.presentation,
            "presentationNoun": flows.presentation == "fullScreenCover" ? "full-screen cover" : "sheet",
            "observedParent": presentingProperty ?? "coordinator",
            "ownedByView": flows.ownedByView == true,
            "ownerWrapper": observable ? "@State" : "@StateObject",
            "ownerWrapperType": observable ? "State" : "StateObject",
            // `view(for: route)`, or `build(route)` where the view builder's parameter has no label.
            "viewBuilderArgumentLabel": viewBuilderLabel.map { $0 == "_" || $0.isEmpty ? "" : "\($0): " } ?? "",
        ]
    }
}
