import Foundation

extension SwiftUIStyle {
    /// Writes the screen's view, a route case for it in the coordinator (found through the app's naming
    /// scheme) with the case's view in the view builder, and `pushTo<Name>()` or `present<Name>()`.
    func planScreen(_ request: ScreenRequest, into plan: inout Plan) throws -> (method: String, coordinatorClass: String) {
        let shape = request.files.app.shape
        if let family = shape.protocol.family as? FlagFamily { return try planFlagScreen(request, flags: family.flags, into: &plan) }
        if let family = shape.protocol.family as? ItemFamily { return try planItemScreen(request, items: family.items, into: &plan) }
        if shape.protocol.family is HeldChildrenFamily { throw GeneratorError.cannotGenerate(HeldChildrenFamily.screenRefusal(request)) }
        let routes = try checkedScreenRoutes(of: shape, presentsModally: request.options.presentsModally)
        try SwiftUITypeNames.check(request.name)
        if let own = try screenRequestWithOwnRoutes(request, routes: routes) {
            plan.notes.append(own.note)
            return try planScreen(own.request, into: &plan)
        }
        if let own = try screenRequestWithNestedRoutes(request, routes: routes) {
            plan.notes.append(own.note)
            return try planScreen(own.request, into: &plan)
        }
        if !request.options.presentsModally, let own = try screenRequestWithOwnPush(request, routes: routes) {
            plan.notes.append(own.note)
            return try planScreen(own.request, into: &plan)
        }
        if !request.options.presentsModally, let own = try screenRequestWithOwnStackMethods(request, routes: routes) {
            plan.notes.append(own.note)
            return try planScreen(own.request, into: &plan)
        }
        if let flowEnum = try screenRequestWithFlowEnum(request, routes: routes) { return try planScreen(flowEnum, into: &plan) }
        var sources = ProjectSources(project: request.project)
        let coordinator = try request.resolveCoordinator(in: &sources, plan: &plan)
        let writer = CoordinatorMethodWriter(resolution: coordinator, in: request.project)
        let snippet = try request.files.renderSnippet(request.methodRole, subject: request.subject)
        let classFile = try writer.add(method: request.method, snippet: snippet, in: &sources)
        // Where the view that shows the stack maps the routes, the screen's view is built there.
        let view = try SwiftUIDestinations.mappingView(
            of: writer.className, routes: routes.resolved(forFlow: coordinator.flow), classFile: classFile, sources: &sources)
        var subject = request.subject
        subject.destinationOwner = view?.property
        let flowRoutes = routes.resolved(forFlow: coordinator.flow)
        let casesBefore =
            routes.perFlow
            ? SwiftUIDestinations.flowCases(flowRoutes, classFile: classFile, sources: &sources)
            : SwiftUIDestinations.appWideCases(routes, sources: &sources)
        let inherited = try SwiftUIDestinations.add(
            caseName: request.name.caseName, clause: try request.files.renderSnippet(.screenDestination, subject: subject),
            routes: routes, flow: coordinator.flow, to: writer.className, in: classFile, mappedIn: view, sources: &sources
        )
        if let inherited {
            plan.notes.append(
                inherited.note(for: writer.className, routes: routes.resolved(forFlow: coordinator.flow), project: request.project))
        }
        try SwiftUIDestinations.keepPushExhaustive(
            adding: request.name.caseName, routes: routes.resolved(forFlow: coordinator.flow), in: writer.className,
            classFile: classFile, sources: &sources)
        plan.notes += try keepSwitchesExhaustive(
            request, routes: routes, enumName: flowRoutes.enum, casesBefore: casesBefore, classFile: classFile, sources: &sources)
        try request.planScreenFile(screen, flow: coordinator.flow, coordinatorClass: coordinator.className, into: &plan)
        try sources.addEdits(to: &plan)
        return (request.method, coordinator.className)
    }

    /// The enum's own switches over `self` (`var navigationType: NavigationType { switch self { … } }`,
    /// ``RouteEnumOwnSwitches``), then the switch statements over every case of the enum that neither the
    /// view builder nor the push is (its own `hash(into:)`, ``ExhaustiveFlowSwitches``).
    private func keepSwitchesExhaustive(
        _ request: ScreenRequest, routes: RouteShape, enumName: String, casesBefore: [String], classFile: URL,
        sources: inout ProjectSources
    ) throws -> [String] {
        let verb = RouteShape.baseName(RouteShape.ownName(request.options.presentsModally ? routes.present : routes.push))
        try RouteEnumOwnSwitches.keepExhaustive(
            adding: request.name.caseName, enumName: enumName, casesBefore: casesBefore, shownWith: verb, sources: &sources)
        return try ExhaustiveFlowSwitches.keepExhaustive(
            adding: request.name.caseName, enumName: enumName, enumCases: casesBefore, onlyIn: routes.perFlow ? classFile : nil,
            sources: &sources)
    }
}
