/// SwiftUI coordinators that each hold their own navigation state (`@Published var path`,
/// `var stack: [Route]`) which their own `NavigationStack` binds: a parent holds each child it starts in
/// a property of its own and presents the child's stack view; screens are cases of a route enum, as in
/// ``RouteEnumFamily``.
struct OwnStackFamily: FlowFamily {
    let routes: RouteShape
    let flows: ChildFlowShape

    init?(_ shape: ProtocolShape) {
        guard let routes = shape.routes, routes.ownStack == true, let flows = routes.flows else { return nil }
        self.routes = routes
        self.flows = flows
    }

    var parentHoldsEachChild: Bool { true }

    /// The view showing the flow's stack (`HikesCoordinatorView`, or one per flow by the app's pattern).
    func stackView(of flow: FlowNames) -> String {
        flows.viewPerFlow ? flows.view(for: flow.stem) : "\(flow.flowClass)View"
    }

    /// The flow's stack view, what its parent got to hold, present and release it, and, with one route
    /// enum for the app, its screens' cases.
    func flowParts(of flow: RemovedFlow, in finder: FlowPartsFinder) throws -> GeneratedParts {
        var parts = GeneratedParts()
        let stackView = stackView(of: FlowNames(stem: flow.name.typeStem, flowClass: flow.resolution.className))
        if let view = finder.index.type(named: stackView, kinds: [.struct]) {
            try finder.addFile(of: view, declaring: [stackView], to: &parts)
        }
        // The first screen, where generation renamed it because its name was the flow view's (FlowViewNameClash).
        if let screen = FlowViewNameClash.renamedFirstScreen(
            ofFlow: flow.name.typeStem, stackView: stackView, screenPattern: finder.shape.naming.screen),
            let declaration = finder.index.type(named: screen, kinds: [.struct, .class])
        {
            try finder.addFile(of: declaration, declaring: [screen], to: &parts)
        }
        let parentClasses = Set(flow.parents.filter { finder.index.type(named: $0, kinds: [.class]) != nil })
        if !parentClasses.isEmpty, flows.ownedByView == true {
            // The parent's flag and the modifier raising the flow's view (ViewOwnedChildFlow).
            var sources = ProjectSources(project: finder.project)
            let flag = ViewOwnedChildFlow.flag(for: flow.name, flows: flows, sources: &sources)
            parts.declarations += [.property(flag, inTypes: parentClasses), .flagModifier(flag)]
        } else if !parentClasses.isEmpty {
            let property = flow.name.caseName
            parts.declarations.append(.property(property, inTypes: parentClasses))
            parts.declarations.append(.presentingModifier(property: property, view: stackView))
            if flows.endsThroughParent, let finish = flows.parentFinish {
                parts.declarations.append(.statement("\(property) = nil", function: finish, inTypes: parentClasses))
            }
        }
        if !routes.perFlow {
            for screen in flow.screens { parts.formUnion(finder.appWideRouteParts(try FlowName(parsing: screen).caseName, routes: routes)) }
        }
        return parts
    }

    func screenParts(of screen: RemovedScreen, in finder: FlowPartsFinder) -> GeneratedParts {
        RouteEnumFamily.screenParts(of: screen, routes: routes, in: finder)
    }

    /// The view that shows the flow's stack.
    func flowTypeRenames(from old: FlowNames, to new: FlowNames, in index: DeclarationIndex) -> [String: String] {
        let oldView = stackView(of: old)
        guard index.type(named: oldView, kinds: [.struct]) != nil else { return [:] }
        var renames = [oldView: stackView(of: new)]
        // The first screen generation renamed because its name was the flow view's (FlowViewNameClash).
        if let screenPattern = old.screenPattern, let pattern = FlowViewNameClash.renamedPattern(screenPattern),
            let screen = FlowViewNameClash.renamedFirstScreen(ofFlow: old.stem, stackView: oldView, screenPattern: screenPattern),
            index.type(named: screen) != nil
        {
            renames[screen] = NamingScheme.apply(pattern, to: new.stem)
        }
        return renames
    }

    var screenCaseEnums: [String] { [routes.enum] + (routes.modal.map { [$0.enum] } ?? []) }

    var flowCaseEnums: [String] { [routes.enum] }

    func renderValues(for conventions: RenderContext.Conventions) -> [String: any Sendable] {
        conventions.routeValues(routes)
    }
}
