import Foundation

extension UIKitStyle {
    /// Writes the view controller and adds `pushTo<Name>()` or `present<Name>()` to the coordinator.
    func planScreen(_ request: ScreenRequest, into plan: inout Plan) throws -> (method: String, coordinatorClass: String) {
        let shape = request.files.app.shape
        if let problem = shapeProblem(shape, for: .screen) { throw GeneratorError.cannotGenerate(problem) }
        if let refined = try requestOnRefiningRoutes(request) {
            plan.notes.append(refined.note)
            return try SwiftUIStyle().planScreen(refined.request, into: &plan)
        }
        var sources = ProjectSources(project: request.project)
        let coordinator = try request.resolveCoordinator(in: &sources, plan: &plan)
        if let navigation = shape.protocol.navigation, navigation.holder != nil {
            try checkReaches(navigation, coordinator: coordinator, request: request, sources: &sources)
        }
        if let problem = NavigationBaseClassReach.problem(
            coordinatorClass: coordinator.className, shape: shape.protocol, sources: request.project.sources,
            index: { request.project.model.index })
        {
            throw GeneratorError.cannotGenerate(problem)
        }
        var files = request.files
        var subject = request.subject
        if NamingConventionShapeDetector.isRecorded(shape.protocol.name),
            case .stack(let held)? = try? heldNavigation(of: coordinator, request: request, sources: &sources)
        {
            // Coordinators that only their names make declare their stacks each their own way (optional or not).
            files = files.showingScreens(on: held.property)
        }
        if shape.protocol.navigation == nil {
            try showOnHeldNavigation(
                of: coordinator, request: request, sources: &sources, files: &files, subject: &subject, plan: &plan)
        }
        let snippet = try files.renderSnippet(request.methodRole, subject: subject)
        try CoordinatorMethodWriter(resolution: coordinator, in: request.project).add(
            method: request.method, snippet: snippet, in: &sources)
        try request.planScreenFile(screen, flow: coordinator.flow, into: &plan)
        try sources.addEdits(to: &plan)
        return (request.method, coordinator.className)
    }

    /// Where the protocol declares no navigation controller: what the coordinator holds to show screens
    /// on (a stack, a router, the controller that presents its flow, the window's root stack) becomes
    /// the render values, and a note says which.
    private func showOnHeldNavigation(
        of coordinator: CoordinatorNameResolver.Resolution, request: ScreenRequest, sources: inout ProjectSources,
        files: inout SourceFileRenderer, subject: inout RenderContext.Subject, plan: inout Plan
    ) throws {
        let shape = request.files.app.shape
        switch try heldNavigation(of: coordinator, request: request, sources: &sources) {
        case .stack(let held):
            files = files.showingScreens(on: held.property)
            plan.notes.append(
                "\(shape.protocol.name) declares no navigation controller; \(coordinator.className) holds one in `\(held.property.name)`\(held.declaredBy == coordinator.className ? "" : " (declared by \(held.declaredBy))"), so \(request.method) shows \(request.name.typeStem) on it"
            )
        case .router(let router):
            subject.heldRouter = router
            if router.presentsOnly, !request.options.presentsModally {
                plan.notes.append(
                    "\(coordinator.className)'s router `\(router.access)` has no push method, only \(router.pushCall.prefix { $0 != "(" }): \(request.method) presents \(request.name.typeStem) through it, the one way the flow shows screens"
                )
            }
            plan.notes.append(
                "\(shape.protocol.name) declares no navigation controller; \(coordinator.className) holds a router in `\(router.access)`\(router.declaredBy == coordinator.className ? "" : " (declared by \(router.declaredBy))"), so \(request.method) shows \(request.name.typeStem) through it (\(request.options.presentsModally ? router.presentCall : router.pushCall))"
            )
        case .presenting(let controller):
            subject.presentingController = controller
            plan.notes.append(
                "\(shape.protocol.name) declares no navigation controller and \(coordinator.className) holds none nor a router; it shows its flow in the view controller `\(controller.access)`\(controller.declaredBy == coordinator.className ? "" : " (declared by \(controller.declaredBy))"), so \(request.method) \(request.options.presentsModally ? "presents \(request.name.typeStem) over it" : "pushes \(request.name.typeStem) onto the navigation controller that shows it (none there: add the screen with --present)")"
            )
        case .windowRoot(let stack):
            subject.windowStack = stack
            plan.notes.append(
                "\(shape.protocol.name) declares no navigation controller and \(coordinator.className) holds none; it shows its screens on the navigation controller it makes the root of `\(stack.window.name)`, so \(request.method) finds it there the same way and shows \(request.name.typeStem) on it"
            )
        }
    }

    /// What a coordinator shows screens on where the protocol declares no navigation controller.
    private enum HeldNavigation {
        case stack(HeldNavigationStack)
        case router(HeldRouter)
        case windowRoot(WindowRootStack)
        case presenting(PresentingController)
    }

    /// The navigation stack the coordinator's class (or a base class of it) holds where the protocol
    /// declares none, else the router it holds, else the stack it makes its window's root; one line naming the key that resolves it where it holds
    /// neither, or holds a router that cannot present where the screen is presented.
    private func heldNavigation(
        of coordinator: CoordinatorNameResolver.Resolution, request: ScreenRequest, sources: inout ProjectSources
    ) throws -> HeldNavigation {
        let writer = CoordinatorMethodWriter(resolution: coordinator, in: request.project)
        let index = request.project.model.index
        let shape = request.files.app.shape
        let noneHeld = GeneratorError.cannotGenerate(
            SwiftUIBaseClassPathUnread.screenProblem(coordinatorClass: coordinator.className, shape: shape.protocol, index: index)
                ?? shape.screenProblem(coordinatorClass: coordinator.className) ?? "")
        guard let file = try writer.classFile(in: &sources) else { throw noneHeld }
        do {
            let source = try sources.text(of: file)
            if let held = try HeldNavigationStack.find(inClass: coordinator.className, source: source, index: index) {
                return .stack(held)
            }
            guard let router = try HeldRouter.find(inClass: coordinator.className, source: source, index: index) else {
                if let stack = try WindowRootStack.find(inClass: coordinator.className, source: source) { return .windowRoot(stack) }
                if let controller = try PresentingController.find(inClass: coordinator.className, source: source, index: index) {
                    return .presenting(controller)
                }
                throw noneHeld
            }
            if request.options.presentsModally, router.presentCall.isEmpty {
                throw GeneratorError.cannotGenerate(
                    "\(coordinator.className) shows screens through `\(router.access)`, which has no present and dismiss methods that take a view controller: add the screen without --present"
                )
            }
            return .router(router)
        } catch let error as SourceEditError {
            throw GeneratorError.sourceEdit(file: request.project.displayPath(of: file), reason: error.description)
        }
    }

    /// Refuses a screen for a coordinator whose own holder of the navigation controller lacks it (a root
    /// whose `Dependency` holds the window): the method would not compile.
    private func checkReaches(
        _ navigation: PropertyRequirement, coordinator: CoordinatorNameResolver.Resolution, request: ScreenRequest,
        sources: inout ProjectSources
    ) throws {
        let writer = CoordinatorMethodWriter(resolution: coordinator, in: request.project)
        guard let file = try writer.classFile(in: &sources) else { return }
        let reaches: Bool?
        do {
            reaches = try NavigationPathLookup.reaches(navigation.name, inClass: coordinator.className, of: try sources.text(of: file))
        } catch let error as SourceEditError {
            throw GeneratorError.sourceEdit(file: request.project.displayPath(of: file), reason: error.description)
        }
        if reaches == false {
            throw GeneratorError.cannotGenerate(
                "\(coordinator.className) has no `\(navigation.name)`, so it runs no navigation stack to push a screen onto: add the screen to a coordinator that has one (shape.navigation in \(Project.configFileName))"
            )
        }
    }
}
