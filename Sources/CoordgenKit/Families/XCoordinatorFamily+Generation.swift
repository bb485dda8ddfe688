import Foundation

extension XCoordinatorFamily {
    /// Writes the flow's route enum and coordinator in one file and its first screen, and with a parent
    /// adds the flow's case to the parent's route enum and a clause to the parent's
    /// `prepareTransition(for:)` that makes the child and shows it as the parent's other children are
    /// shown. Edits are insertions through swift-syntax.
    func planCoordinator(_ request: CoordinatorRequest, into plan: inout Plan) throws {
        let (project, name, conventions) = (request.project, request.name, request.conventions)
        if request.options.presentsModally {
            plan.notes.append(
                "--present: a child coordinator brings its own navigation controller, and its parent presents it in any case (\(xcoordinator.childTransitionCall(showing: "child")))"
            )
        }
        var sources = ProjectSources(project: project)
        let route = xcoordinator.routeEnum(forFlow: name.typeStem)
        let planner = FilePlanner(overwriteExisting: request.options.overwrite)
        let coordinatorURL = request.folder(for: .coordinator).appendingPathComponent("\(conventions.flowClass).swift")
        let source = XCoordinatorFlowSource(
            header: try request.files.header(for: coordinatorURL.lastPathComponent), route: route,
            coordinatorClass: conventions.flowClass, baseClass: xcoordinator.coordinator)
        let text = source.file(firstCase: name.caseName, firstScreen: conventions.screenClass)
        plan.add(planner.planWrite(request.shape.format.reindenting(text), to: coordinatorURL, in: plan))
        let screenURL = request.folder(for: .screen).appendingPathComponent("\(conventions.screenClass).swift")
        let screenText = try request.files.renderFile(
            UIKitStyle().screen.role, fileName: screenURL.lastPathComponent, subject: request.subject)
        plan.add(planner.planWrite(screenText, to: screenURL, in: plan))
        plan.notes.append(
            "\(conventions.flowClass) subclasses XCoordinator's \(xcoordinator.coordinator)<\(route)> and starts at .\(name.caseName), which pushes \(conventions.screenClass); no test is written for it (XCoordinator coordinators are tested through their routes, which coordgen does not write)"
        )
        if let parent = try request.resolveParent(in: &sources, plan: &plan) {
            try wire(request, into: parent, sources: &sources, plan: &plan)
            plan.nextSteps += [
                "trigger .\(name.caseName) on \(parent.className)'s router (router.trigger(.\(name.caseName))) where the \(name.title) flow should begin",
                "add screens: coordgen new screen Details --coordinator \(name.typeStem)",
            ]
        } else {
            plan.nextSteps += [
                "start it from a parent: `coordgen new coordinator \(name.typeStem) --parent \(request.shape.naming.suggestedParent)` adds its route case and the clause that presents it, or show \(conventions.flowClass)() yourself",
                "add screens: coordgen new screen Details --coordinator \(name.typeStem)",
            ]
        }
        try sources.addEdits(to: &plan)
    }

    /// A parent that prepares no transition itself (a `TabBarCoordinator` that sets its tabs in its
    /// initialiser) has no clause to add: refused in one line naming the parents that have one.
    private func refuseParentWithoutTransitions(_ parent: TypeDeclaration, flowClass: String, in index: DeclarationIndex) throws {
        let declares = { (type: TypeDeclaration) in
            ([type] + index.extensions(of: type.name)).contains { $0.functionNames.contains(XCoordinatorDetector.prepareTransition) }
        }
        guard !declares(parent) else { return }
        let others = index.types.filter { $0.kind == .class && !$0.isNested && Self.routeEnum(of: $0.name, in: index) != nil && declares($0) }
            .map(\.name).sorted()
        let advice = others.isEmpty ? "start \(flowClass) where the app makes its flows" : "name a parent that does with --parent (\(others.joined(separator: ", ")))"
        throw GeneratorError.cannotGenerate(
            "\(parent.name) declares no \(Self.prepareTransition) (it sets up its children otherwise, as a TabBarCoordinator does in its initialiser), so coordgen has no clause to add that starts \(flowClass): \(advice)")
    }

    /// The flow's case in the parent's route enum and the parent's clause that makes and shows it.
    private func wire(
        _ request: CoordinatorRequest, into parent: CoordinatorNameResolver.Resolution, sources: inout ProjectSources, plan: inout Plan
    ) throws {
        let (project, name, flowClass) = (request.project, request.name, request.conventions.flowClass)
        let index = project.model.index
        guard let parentType = index.type(named: parent.className, kinds: [.class]),
            let parentRoute = Self.routeEnum(of: parent.className, in: index),
            let routeDeclaration = index.type(named: parentRoute, kinds: [.enum])
        else {
            throw GeneratorError.cannotGenerate(
                "\(parent.className) is not an XCoordinator coordinator over a route enum of the app (class \(parent.className): NavigationCoordinator<SomeRoute>), so coordgen cannot add a route that starts \(flowClass): name another parent with --parent"
            )
        }
        try refuseParentWithoutTransitions(parentType, flowClass: flowClass, in: index)
        let routeURL = project.url(for: routeDeclaration.file.path)
        try sources.edit(routeURL, action: "added case \(name.caseName) to \(parentRoute) in \(project.displayPath(of: routeURL))") {
            try EnumCaseRegistrar(enumName: parentRoute).addingCase(name.caseName, to: $0)
        }
        let show = xcoordinator.childTransitionCall(showing: "coordinator")
        let clause = "case .\(name.caseIdentifier):\n    let coordinator = \(flowClass)()\n    return \(show)"
        let parentURL = project.url(for: parentType.file.path)
        try sources.edit(parentURL, action: "added case .\(name.caseName)", target: "\(parent.className).\(Self.prepareTransition)") {
            try SwitchCaseInserter(typeName: parent.className, function: Self.prepareTransition).addingClause(
                clause, handling: name.caseName, to: $0)
        }
        plan.notes.append(
            "\(parent.className) starts \(flowClass) on .\(name.caseName) of \(parentRoute) and shows it by \(show), as the app's parents show their children (shape.xcoordinator.childTransition in \(Project.configFileName)); XCoordinator keeps it as a child"
        )
    }

    /// Writes the screen's view controller, its case in the coordinator's route enum and the clause of
    /// the coordinator's `prepareTransition(for:)` that pushes it.
    func planScreen(_ request: ScreenRequest, into plan: inout Plan) throws -> (method: String, coordinatorClass: String) {
        let (project, name) = (request.project, request.name)
        var sources = ProjectSources(project: project)
        let coordinator = try request.resolveCoordinator(in: &sources, plan: &plan)
        let index = project.model.index
        guard let type = index.type(named: coordinator.className, kinds: [.class]),
            let route = Self.routeEnum(of: coordinator.className, in: index),
            let routeDeclaration = index.type(named: route, kinds: [.enum])
        else {
            throw GeneratorError.cannotGenerate(
                "\(coordinator.className) is not an XCoordinator coordinator over a route enum of the app, so coordgen cannot add a route that shows \(name.title): name another coordinator with --coordinator"
            )
        }
        let screenClass = request.files.conventions(for: request.subject).screenClass
        let routeURL = project.url(for: routeDeclaration.file.path)
        try sources.edit(routeURL, action: "added case \(name.caseName) to \(route) in \(project.displayPath(of: routeURL))") {
            try EnumCaseRegistrar(enumName: route).addingCase(name.caseName, to: $0)
        }
        // Only a coordinator over a navigation controller can push (TabBarCoordinator and ViewCoordinator cannot).
        let pushes = XCoordinatorDetector.isNavigationCoordinator(type, in: index)
        if !request.options.presentsModally, !pushes {
            plan.notes.append(
                "\(coordinator.className) runs no navigation controller (it is not a NavigationCoordinator), so it presents \(screenClass)")
        }
        let transition = request.options.presentsModally || !pushes ? "present" : "push"
        let clause = "case .\(name.caseIdentifier):\n    let viewController = \(screenClass)()\n    return .\(transition)(viewController)"
        let coordinatorURL = project.url(for: type.file.path)
        try sources.edit(
            coordinatorURL, action: "added case .\(name.caseName)", target: "\(coordinator.className).\(Self.prepareTransition)"
        ) {
            try SwitchCaseInserter(typeName: coordinator.className, function: Self.prepareTransition).addingClause(
                clause, handling: name.caseName, to: $0)
        }
        try request.planScreenFile(UIKitStyle().screen, flow: coordinator.flow, into: &plan)
        try sources.addEdits(to: &plan)
        plan.notes.append(
            "\(coordinator.className) shows \(screenClass) on .\(name.caseName) of \(route) by .\(transition)(viewController) in its \(Self.prepareTransition)"
        )
        return (
            "router.trigger(.\(name.caseName))",
            "a screen or view model holding \(coordinator.className)'s unownedRouter (UnownedRouter<\(route)>)"
        )
    }
}

/// The text of a new XCoordinator flow's file: its route enum and its coordinator, which starts at the
/// first route and pushes the flow's first screen there. Its comments name nothing of the flow, so that
/// `rename coordinator` has no words of coordgen's to reword in them.
struct XCoordinatorFlowSource {
    let header: String
    let route: String
    let coordinatorClass: String
    let baseClass: String

    func file(firstCase: String, firstScreen: String) -> String {
        let caseIdentifier = SwiftKeywords.escaped(firstCase)
        // An empty header (`header: ""`) leaves no blank lines above the imports.
        return (header.isEmpty ? "" : header + "\n\n") + """
            import UIKit
            import XCoordinator

            /// Where the flow can go: each case is one transition of its coordinator.
            enum \(route): Route {
                case \(caseIdentifier)
            }

            /// Maps each route to a transition on the flow's navigation controller; screens trigger routes
            /// through its `unownedRouter`.
            final class \(coordinatorClass): \(baseClass)<\(route)> {
                init() {
                    super.init(initialRoute: .\(caseIdentifier))
                }

                override func prepareTransition(for route: \(route)) -> NavigationTransition {
                    switch route {
                    case .\(caseIdentifier):
                        let viewController = \(firstScreen)()
                        return .push(viewController)
                    }
                }
            }

            """
    }
}
