import Foundation

extension RouterStyle {
    /// Writes the coordinator, its first screen and test, their factory methods and, with a parent, the
    /// parent's `open<Name>Coordinator()`, which adds the dependency and removes it when the flow ends —
    /// every name from the app's shape (`.coordgen.yml`), the parent found through its naming scheme.
    func planCoordinator(_ request: CoordinatorRequest, into plan: inout Plan) throws {
        let (project, files, name, shape) = (request.project, request.files, request.name, request.shape)
        if let problem = shapeProblem(shape) ?? shape.requirementProblem { throw GeneratorError.cannotGenerate(problem) }
        var sources = ProjectSources(project: project)
        try RouterFactories.addCoordinator(request.subject, files: files, in: &sources)
        if let flowFactory = try RouterFactories.addScreen(name, flow: name.typeStem, files: files, in: &sources) {
            plan.add(FilePlanner(overwriteExisting: request.options.overwrite).planWrite(flowFactory.text, to: flowFactory.url, in: plan))
        }
        // Its tests drive coordgen's own router and factories; an app's own are not known to be testable so.
        let builtIn = builtInProtocol
        let testable =
            shape.protocol.router == builtIn.router && shape.protocol.coordinatorFactory == builtIn.coordinatorFactory
            && shape.protocol.screenFactory == builtIn.screenFactory
        // How a flow whose finish closure passes something back ends: decided once, for its files and its parent.
        var subject = request.subject
        if let withArguments = FinishClosureWithArguments(shape.protocol.finish) {
            let index = project.model.index
            subject.finishClosure = withArguments.choice(flowClass: request.conventions.flowClass) { index.type(named: $0) != nil }
            plan.notes += subject.finishClosure.map { [$0.note] } ?? []
        }
        try request.planFlowFiles(screen: screen, testable: testable, subject: subject, into: &plan)

        var parentClass: String?
        if let parent = try request.resolveParent(in: &sources, plan: &plan) {
            parentClass = parent.className
            var openSubject = subject
            if !subject.presentsModally {
                openSubject.parentWithoutRouter = try ParentWithoutRouter.find(parent, shape: shape.protocol, in: project, sources: &sources)
            }
            let writer = CoordinatorMethodWriter(resolution: parent, in: project)
            // The parent makes the flow through its own names for the factories.
            if let parentFile = try writer.classFile(in: &sources) {
                openSubject.factoryProperties = CoordinatorFactoryProperties.read(
                    ofClass: parent.className, in: try sources.text(of: parentFile), shape: shape.protocol)
            }
            let snippet = try files.renderSnippet(.openCoordinator, subject: openSubject)
            let classFile = try writer.add(method: request.openMethod, snippet: snippet, in: &sources)
            if let routerless = openSubject.parentWithoutRouter, let router = shape.protocol.router {
                plan.notes.append(routerless.note(openMethod: request.openMethod, router: router.property))
            }
            // The parent starts the flow through its own router and coordinator factory (a tab coordinator may have neither).
            let text = try sources.text(of: classFile)
            if let problem = try RouterParentCheck.problem(
                parent: parent.className, flow: name.typeStem, shape: shape.protocol, parentText: text,
                makesRouter: openSubject.parentWithoutRouter != nil, presentsModally: subject.presentsModally,
                held: openSubject.factoryProperties, sources: &sources)
            {
                throw GeneratorError.cannotGenerate(problem)
            }
        }
        plan.nextSteps += request.nextSteps(wires: request.openMethod, parentClass: parentClass)
        try sources.addEdits(to: &plan)
    }

    /// Writes the view controller, its factory method, and `pushTo<Name>()` or `present<Name>()` in the
    /// coordinator found through the app's naming scheme.
    func planScreen(_ request: ScreenRequest, into plan: inout Plan) throws -> (method: String, coordinatorClass: String) {
        let shape = request.files.app.shape
        if let problem = shapeProblem(shape, for: .screen) { throw GeneratorError.cannotGenerate(problem) }
        var sources = ProjectSources(project: request.project)
        let coordinator = try request.resolveCoordinator(in: &sources, plan: &plan)
        let writer = CoordinatorMethodWriter(resolution: coordinator, in: request.project)
        // The coordinator calls its factories under its own names for them (`moduleFactory` where siblings say `factory`).
        var subject = request.subject
        if let classFile = try writer.classFile(in: &sources) {
            subject.factoryProperties = CoordinatorFactoryProperties.read(
                ofClass: coordinator.className, in: try sources.text(of: classFile), shape: shape.protocol)
        }
        let snippet = try request.files.renderSnippet(request.methodRole, subject: subject)
        try writer.add(method: request.method, snippet: snippet, in: &sources)
        try RouterFactories.addScreen(request.name, flow: coordinator.flow, files: request.files, in: &sources)
        try request.planScreenFile(screen, flow: coordinator.flow, into: &plan)
        try sources.addEdits(to: &plan)
        return (request.method, coordinator.className)
    }
}
