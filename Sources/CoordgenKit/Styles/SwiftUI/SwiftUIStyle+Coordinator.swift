import Foundation

extension SwiftUIStyle {
    /// Writes the coordinator, the view of its first screen and its test and, with a parent (found
    /// through the app's naming scheme), the parent's `open<Name>Coordinator()` plus a route case that
    /// carries the child (`case reservation(ReservationCoordinator)`) and that case's view.
    ///
    /// There is no `CoordinatorType` to register: a parent holds each child it starts, and finds it again
    /// through the route that carries it.
    func planCoordinator(_ request: CoordinatorRequest, into plan: inout Plan) throws {
        let (project, files, name, shape) = (request.project, request.files, request.name, request.shape)
        if let problem = shape.requirementProblem { throw GeneratorError.cannotGenerate(problem) }
        // Coordinators that own their stacks declare what their siblings declare alike (the template's).
        if let member = shape.protocol.implementedLikeSiblings?.first, !(shape.protocol.family is OwnStackFamily) {
            throw GeneratorError.cannotGenerate(
                "the swiftui style's templates cannot write `\(member.prefix { $0 != "{" }.trimmingCharacters(in: .whitespaces))`, which \(shape.protocol.name) requires and its coordinators implement alike: implement it in an extension of \(shape.protocol.name) (shape.implementedLikeSiblings in .coordgen.yml)"
            )
        }
        let family = shape.protocol.family
        if let family = family as? FlagFamily { return try planFlagCoordinator(request, flags: family.flags, into: &plan) }
        if let family = family as? ItemFamily { return try planItemCoordinator(request, items: family.items, into: &plan) }
        if let family = family as? HeldChildrenFamily { return try planHeldChildCoordinator(request, held: family.held, into: &plan) }
        let routes = try checkedRoutes(of: shape)
        if let problem = TabFlowsOfViewMappedRouters.problem(for: request, routes: routes) { throw GeneratorError.cannotGenerate(problem) }
        if let family = family as? OwnStackFamily {
            return try planOwnStackCoordinator(request, routes: routes, flows: family.flows, into: &plan)
        }
        try SwiftUITypeNames.check(name)
        var sources = ProjectSources(project: project)
        try request.planFlowFiles(screen: screen, into: &plan)

        var parentClass: String?
        if let parent = try request.resolveParent(in: &sources, plan: &plan) {
            parentClass = parent.className
            let writer = CoordinatorMethodWriter(resolution: parent, in: project)
            let snippet = try files.renderSnippet(.openCoordinator, subject: request.subject)
            let classFile = try writer.add(method: request.openMethod, snippet: snippet, in: &sources)
            try SwiftUIDestinations.add(
                caseName: name.caseName, associatedValues: "(\(request.conventions.flowClass))",
                clause: try files.renderSnippet(.flowDestination, subject: request.subject),
                routes: routes, to: writer.className, in: classFile, sources: &sources
            )
        }
        plan.nextSteps += request.nextSteps(
            wires: "\(request.openMethod) and its \(routes.enum) case", parentClass: parentClass, orCreateIt: false)
        try sources.addEdits(to: &plan)
    }
}
