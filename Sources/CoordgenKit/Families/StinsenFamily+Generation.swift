import Foundation

extension StinsenFamily {
    /// Writes the flow's coordinator and its first screen, and with a parent adds a route property and
    /// the make function returning the child (wrapped as the parent's children are) next to the parent's
    /// routes. Edits are insertions through swift-syntax.
    func planCoordinator(_ request: CoordinatorRequest, into plan: inout Plan) throws {
        let (name, conventions) = (request.name, request.conventions)
        var sources = ProjectSources(project: request.project)
        let planner = FilePlanner(overwriteExisting: request.options.overwrite)
        let coordinatorURL = request.folder(for: .coordinator).appendingPathComponent("\(conventions.flowClass).swift")
        let source = StinsenFlowSource(
            header: try request.files.header(for: coordinatorURL.lastPathComponent), coordinatorClass: conventions.flowClass)
        plan.add(planner.planWrite(request.shape.format.reindenting(source.file(firstScreen: conventions.screenClass)), to: coordinatorURL, in: plan))
        let screenURL = request.folder(for: .screen).appendingPathComponent("\(conventions.screenClass).swift")
        let screenText = try request.files.renderFile(
            SwiftUIStyle().screen.role, fileName: screenURL.lastPathComponent, subject: request.subject)
        plan.add(planner.planWrite(screenText, to: screenURL, in: plan))
        plan.notes.append(
            "\(conventions.flowClass) conforms to Stinsen's NavigationCoordinatable; its stack starts at @Root var start = makeStart, which shows \(conventions.screenClass); no test is written for it (Stinsen coordinators are tested through their routes, which coordgen does not write)"
        )
        if let parent = try request.resolveParent(in: &sources, plan: &plan) {
            plan.nextSteps.append(try wire(request, into: parent, sources: &sources, plan: &plan))
        } else {
            plan.nextSteps.append(
                "start it from a parent: `coordgen new coordinator \(name.typeStem) --parent \(request.shape.naming.suggestedParent)` adds its @Route property and make function")
        }
        plan.nextSteps.append("add screens: coordgen new screen Details --coordinator \(name.typeStem)")
        try sources.addEdits(to: &plan)
    }

    /// The parent's route property to the child and the make function returning it; the next step.
    private func wire(
        _ request: CoordinatorRequest, into parent: CoordinatorNameResolver.Resolution, sources: inout ProjectSources, plan: inout Plan
    ) throws -> String {
        let (name, flowClass) = (request.name, request.conventions.flowClass)
        let index = request.project.model.index
        let parentType = try stinsenCoordinator(parent.className, in: index, flag: "--parent", adding: "the route that starts \(flowClass)")
        if StinsenDetector.isTabCoordinator(parentType, in: index) {
            return try wireTab(request, into: parentType, sources: &sources, plan: &plan)
        }
        let routes = StinsenDetector.routes(of: parentType, in: index)
        let sibling = routes.first { $0.child != nil && $0.presentation != nil }
        var presentation = sibling?.presentation ?? stinsen.childPresentation
        if request.options.presentsModally, presentation == "push" { presentation = "modal" }
        let wrapper = presentation == "push" ? nil : (sibling.map { $0.childWrapper } ?? stinsen.childWrapper)
        let make = Self.makeFunction(name.typeStem)
        let returned = wrapper.map { "\($0)<\(flowClass)>" } ?? flowClass
        let made = wrapper.map { "\($0)(\(flowClass)())" } ?? "\(flowClass)()"
        let function = "func \(make)() -> \(returned) {\n    return \(made)\n}"
        try addRoute(
            "@Route(.\(presentation)) var \(name.caseIdentifier) = \(make)", named: name.caseName, make: (make, function),
            to: parentType, routes: routes, sources: &sources, in: request.project)
        let why = sibling.map { "as its route \($0.name) does" } ?? "as the app's parents route to their children (shape.stinsen in \(Project.configFileName))"
        plan.notes.append(
            "\(parent.className) routes to \(flowClass) by @Route(.\(presentation)) var \(name.caseName) = \(make), \(why)\(wrapper.map { ", and makes it wrapped in \($0)" } ?? ""); Stinsen keeps it as a child")
        return "route to it where the \(name.title) flow should begin: router.route(to: \\.\(name.caseName)) from a view holding \(parent.className)'s router (@EnvironmentObject var router: \(parent.className).Router)"
    }

    /// Writes the screen's view, and in the coordinator a route property and the make function returning the view.
    func planScreen(_ request: ScreenRequest, into plan: inout Plan) throws -> (method: String, coordinatorClass: String) {
        let name = request.name
        var sources = ProjectSources(project: request.project)
        let coordinator = try request.resolveCoordinator(in: &sources, plan: &plan)
        let index = request.project.model.index
        let screenClass = request.files.conventions(for: request.subject).screenClass
        let type = try stinsenCoordinator(coordinator.className, in: index, flag: "--coordinator", adding: "a route that shows \(screenClass)")
        guard !StinsenDetector.isTabCoordinator(type, in: index) else {
            throw GeneratorError.cannotGenerate(
                "\(coordinator.className) is a Stinsen TabCoordinatable, whose routes are tabs, not screens it pushes: add a flow as a tab with `coordgen new coordinator \(name.typeStem) --parent \(coordinator.flow)`, or name a NavigationCoordinatable with --coordinator")
        }
        let presentation = request.options.presentsModally ? "modal" : "push"
        let make = Self.makeFunction(name.typeStem)
        let function = "@ViewBuilder func \(make)() -> some View {\n    \(screenClass)(onFinish: { [weak self] in\n        self?.popLast()\n    })\n}"
        try addRoute(
            "@Route(.\(presentation)) var \(name.caseIdentifier) = \(make)", named: name.caseName, make: (make, function), to: type,
            routes: StinsenDetector.routes(of: type, in: index), sources: &sources, in: request.project)
        try request.planScreenFile(SwiftUIStyle().screen, flow: coordinator.flow, into: &plan)
        try sources.addEdits(to: &plan)
        plan.notes.append(
            "\(coordinator.className) shows \(screenClass) by @Route(.\(presentation)) var \(name.caseName) = \(make); the screen's onFinish pops it (popLast())")
        return ("router.route(to: \\.\(name.caseName))", "a view holding \(coordinator.className)'s router (@EnvironmentObject var router: \(coordinator.className).Router)")
    }

    /// The class `className` where it is a Stinsen coordinator; a one-line refusal otherwise.
    private func stinsenCoordinator(_ className: String, in index: DeclarationIndex, flag: String, adding what: String) throws -> TypeDeclaration {
        guard let type = index.type(named: className, kinds: [.class]), StinsenDetector.coordinators(in: index).contains(where: { $0.name == className })
        else {
            throw GeneratorError.cannotGenerate("\(className) is not a Stinsen coordinator, so coordgen cannot add \(what): name another with \(flag)")
        }
        return type
    }

    /// The route property after the coordinator's last, and its make function after the last route's
    /// make function (in the class or the extension declaring it).
    func addRoute(
        _ declaration: String, named name: String, make: (name: String, text: String), to type: TypeDeclaration,
        routes: [StinsenDetector.RoutedProperty], sources: inout ProjectSources, in project: Project
    ) throws {
        let index = project.model.index
        let classURL = project.url(for: type.file.path)
        try sources.edit(classURL, action: "added \(declaration)", target: type.name) {
            try StinsenRouteInserter.addingRoute(declaration, named: name, toClass: type.name, in: $0)
        }
        let declarations = [type] + index.extensions(of: type.name)
        let sibling = routes.reversed().lazy.compactMap { route in
            declarations.first { $0.functionNames.contains(route.make) }.map { (route.make, $0) }
        }.first
        let url = sibling.map { project.url(for: $0.1.file.path) } ?? classURL
        try sources.edit(url, action: "added \(make.name)()", target: type.name) {
            try StinsenRouteInserter.addingFunction(make.text, named: make.name, after: sibling?.0, ofType: type.name, in: $0)
        }
    }
}

/// The text of a new Stinsen flow's file: its coordinator, whose stack starts at its root route, and the
/// make function of that route in an extension. Its comments name nothing of the flow, so that
/// `rename coordinator` has no words of coordgen's to reword in them. The stack is `Stinsen.NavigationStack`:
/// with the iOS 16 SDK, SwiftUI declares a `NavigationStack` too, and the bare name is ambiguous.
struct StinsenFlowSource {
    let header: String
    let coordinatorClass: String

    func file(firstScreen: String) -> String {
        (header.isEmpty ? "" : header + "\n\n") + """
            import Stinsen
            import SwiftUI

            /// Each route property names the make function that builds what it shows; screens route
            /// through the coordinator's router (`router.route(to: \\.someRoute)`).
            final class \(coordinatorClass): NavigationCoordinatable {
                let stack = Stinsen.NavigationStack(initial: \\\(coordinatorClass).start)

                @Root var start = makeStart
            }

            extension \(coordinatorClass) {
                @ViewBuilder func makeStart() -> some View {
                    \(firstScreen)(onFinish: { [weak self] in
                        self?.dismissCoordinator()
                    })
                }
            }

            """
    }
}
