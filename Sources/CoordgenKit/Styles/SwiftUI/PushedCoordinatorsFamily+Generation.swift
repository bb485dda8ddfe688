import Foundation

extension PushedCoordinatorsFamily {
    /// Writes the flow's coordinator (a `Hashable` class with a page of its own) and its first screen;
    /// with a parent, the parent's method pushing it onto the parent's `NavigationPath`, and the
    /// `.navigationDestination(for:)` mapping it in the view that maps its siblings. Edits are insertions
    /// through swift-syntax.
    func planCoordinator(_ request: CoordinatorRequest, into plan: inout Plan) throws {
        let (project, name, conventions) = (request.project, request.name, request.conventions)
        try SwiftUITypeNames.check(name)
        var sources = ProjectSources(project: project)
        // The parent first: a refusal leaves nothing planned.
        let parent = try request.resolveParent(in: &sources, plan: &plan)
        let parentPath = try parent.map { parent -> (PushedCoordinatorMembers, PushedCoordinatorMembers.Stored) in
            let members = PushedCoordinatorMembers(index: project.model.index, className: parent.className)
            guard let path = members.path else {
                throw GeneratorError.cannotGenerate(
                    "\(parent.className) holds no NavigationPath to push \(conventions.flowClass) onto (a `var path: NavigationPath` of its own or of a base class, or a @Binding to one), the way the app's flows are pushed (shape.pushedCoordinators in \(Project.configFileName)): pass --parent a coordinator that holds one"
                )
            }
            return (members, path)
        }
        let planner = FilePlanner(overwriteExisting: request.options.overwrite)
        let coordinatorURL = request.folder(for: .coordinator).appendingPathComponent("\(conventions.flowClass).swift")
        let base = PushedFlowSource.baseTakingThePath(of: request.shape.protocol)
        let source = PushedFlowSource(
            header: try request.files.header(for: coordinatorURL.lastPathComponent), coordinatorClass: conventions.flowClass,
            builder: pushed.builder, destinationsView: pushed.destinationsView, baseClass: base)
        if let base {
            plan.notes.append(
                "\(conventions.flowClass) subclasses \(base), as the app's pushed coordinators do, and is made with its parent's path as they are (\(base)'s init(path:) takes a NavigationPath value): its view's onFinish pops that path where it is not empty"
            )
        }
        let text = source.file(firstCase: name.caseIdentifier, firstScreen: conventions.screenClass)
        plan.add(planner.planWrite(request.shape.format.reindenting(text), to: coordinatorURL, in: plan))
        let screenURL = request.folder(for: .screen).appendingPathComponent("\(conventions.screenClass).swift")
        let screenText = try request.files.renderFile(
            SwiftUIStyle().screen.role, fileName: screenURL.lastPathComponent, subject: request.subject)
        plan.add(planner.planWrite(screenText, to: screenURL, in: plan))
        if request.options.writesTests {
            plan.notes.append("no \(conventions.flowClass)Tests.swift: coordgen writes no tests for coordinators pushed onto a NavigationPath yet")
        }
        let construction = "\(conventions.flowClass)(path: \(PushedFlowSource.bindingPlaceholder), page: .\(name.caseIdentifier))"
        if let parent, let parentPath {
            let (members, path) = parentPath
            let binding = base == nil ? members.pathBinding(path) : path.name
            try wire(request, into: parent, construction: construction, binding: binding, path: path.name, sources: &sources)
            plan.nextSteps += [
                "call \(request.openMethod) from \(parent.className) where the \(name.title) flow should begin",
                "add screens: coordgen new screen Details --coordinator \(name.typeStem)",
            ]
        } else {
            plan.nextSteps += [
                "start it from a parent: `coordgen new coordinator \(name.typeStem) --parent \(request.shape.naming.suggestedParent)` pushes it onto the parent's NavigationPath and maps it in \(pushed.destinationsView), or append \(conventions.flowClass)(path: …, page: .\(name.caseIdentifier)) to a path yourself",
                "add screens: coordgen new screen Details --coordinator \(name.typeStem)",
            ]
        }
        if request.options.presentsModally {
            plan.notes.append("--present changes nothing here: the app's flows are pushed onto a NavigationPath, and so is \(conventions.flowClass)")
        }
        try sources.addEdits(to: &plan)
    }

    /// The parent's method pushing the flow, and the flow's `.navigationDestination(for:)` in the view
    /// mapping its siblings.
    private func wire(
        _ request: CoordinatorRequest, into parent: CoordinatorNameResolver.Resolution, construction: String, binding: String,
        path: String, sources: inout ProjectSources
    ) throws {
        let flowClass = request.conventions.flowClass
        let made = construction.replacingOccurrences(of: PushedFlowSource.bindingPlaceholder, with: binding)
        let snippet = """
            /// Starts the \(request.name.title) flow: pushes its coordinator onto this flow's navigation path.
            func \(request.openMethod) {
                \(path).append(\(made))
            }
            """
        let writer = CoordinatorMethodWriter(resolution: parent, in: request.project)
        _ = try writer.add(method: request.openMethod, snippet: snippet, in: &sources)
        try addDestination(flowClass, sources: &sources, project: request.project)
    }

    /// The flow's `.navigationDestination(for:)` in the view that maps its siblings.
    private func addDestination(_ flowClass: String, sources: inout ProjectSources, project: Project) throws {
        guard let view = project.model.index.type(named: pushed.destinationsView, kinds: [.struct]) else {
            throw GeneratorError.cannotGenerate(
                "no view of the app is named \(pushed.destinationsView), which maps the pushed coordinators (shape.pushedCoordinators.destinationsView in \(Project.configFileName))"
            )
        }
        let url = project.url(for: view.file.path)
        try sources.edit(
            url, action: "mapped \(flowClass) with .navigationDestination(for: \(flowClass).self)",
            target: pushed.destinationsView
        ) { text in
            try PushedDestinationInserter.adding(flowClass, builder: pushed.builder, toView: pushed.destinationsView, in: text)
        }
    }

    /// Writes the screen's view, its page in the coordinator's page enum, its view in the builder's
    /// switch, and `pushTo<Name>()` pushing the coordinator again on that page.
    func planScreen(_ request: ScreenRequest, into plan: inout Plan) throws -> (method: String, coordinatorClass: String) {
        let (project, name) = (request.project, request.name)
        var sources = ProjectSources(project: project)
        let coordinator = try request.resolveCoordinator(in: &sources, plan: &plan)
        let index = project.model.index
        let members = PushedCoordinatorMembers(index: index, className: coordinator.className)
        // A flow of its own, pushed by this coordinator where it holds a path, else by the root.
        let pusher = members.path == nil ? request.files.app.shape.naming.suggestedParent : coordinator.className
        let flow = "coordgen new coordinator \(name.typeStem) --parent \(pusher)"
        guard let page = members.page(builder: pushed.builder), let path = members.path else {
            throw GeneratorError.cannotGenerate(
                "\(coordinator.className) shows one screen: it has no page (a stored property of an enum its \(pushed.builder)() switches over) and NavigationPath to push another onto (shape.pushedCoordinators in \(Project.configFileName)); `\(flow)` pushes the screen as a flow of its own"
            )
        }
        guard let construction = members.construction(enumName: page.enumName, caseName: name.caseIdentifier) else {
            throw GeneratorError.cannotGenerate(
                "\(coordinator.className)'s initialiser takes an argument coordgen cannot give from the coordinator itself (only its page, path and stored properties of the same names), so it cannot push it again on a new page (shape.pushedCoordinators in \(Project.configFileName)); `\(flow)` pushes the screen as a flow of its own"
            )
        }
        let screenClass = request.files.conventions(for: request.subject).screenClass
        let enumURL = project.url(for: page.declaration.file.path)
        try sources.edit(enumURL, action: "added case \(name.caseName) to \(page.enumName) in \(project.displayPath(of: enumURL))") {
            try EnumCaseRegistrar(enumName: page.enumName).addingCase(name.caseName, to: $0)
        }
        let writer = CoordinatorMethodWriter(resolution: coordinator, in: project)
        let snippet = """
            /// Pushes the \(name.title) screen: this flow's coordinator again, on its .\(name.caseIdentifier) page.
            func \(request.method) {
                \(path.name).append(\(construction))
            }
            """
        let classFile = try writer.add(method: request.method, snippet: snippet, in: &sources)
        // Made with a copy of its parent's path (a base taking it as a value), the coordinator's may be empty.
        let pop =
            PushedFlowSource.baseTakingThePath(of: request.files.app.shape.protocol) == nil
            ? "self?.\(path.name).removeLast()"
            : "guard let self, !self.\(path.name).isEmpty else { return }\n        self.\(path.name).removeLast()"
        let clause = """
            case .\(name.caseIdentifier):
                \(screenClass)(onFinish: { [weak self] in
                    \(pop)
                })
            """
        try sources.edit(classFile, action: "added the view of .\(name.caseName) to \(pushed.builder)()", target: coordinator.className) {
            try SwitchCaseInserter(typeName: coordinator.className, function: "\(pushed.builder)()").addingClause(
                clause, handling: name.caseName, to: $0)
        }
        try request.planScreenFile(SwiftUIStyle().screen, flow: coordinator.flow, coordinatorClass: coordinator.className, into: &plan)
        try sources.addEdits(to: &plan)
        plan.notes.append(
            "\(coordinator.className) shows \(screenClass) on its .\(name.caseName) page: \(request.method) pushes \(coordinator.className) again on that page, as the app pushes its coordinators")
        return (request.method, coordinator.className)
    }
}

/// The text of a new pushed flow's file: a `Hashable` coordinator class holding a `Binding` to the path
/// it was pushed onto and the page it shows, whose view builder switches over its pages. Its comments
/// name nothing of the flow, so that `rename coordinator` has no words of coordgen's to reword in them.
struct PushedFlowSource {
    let header: String
    let coordinatorClass: String
    let builder: String
    let destinationsView: String
    /// The app's base class the flow subclasses, which holds the path and makes it `Hashable`; nil for a
    /// class of its own holding a `Binding` to the path.
    var baseClass: String? = nil

    /// The page enum every such flow nests.
    static let pageEnum = "Page"
    /// Where the parent's `Binding` to its path goes in the flow's construction.
    static let bindingPlaceholder = "{{path}}"

    /// The base class recorded for the coordinators where its one initialiser takes the path alone, as a
    /// value (`init(path: NavigationPath)`, passed on by its subclasses): a new flow subclasses it.
    static func baseTakingThePath(of shape: ProtocolShape) -> String? {
        guard let base = shape.baseClass, shape.initializers.count == 1, let parameters = shape.initializers.first?.parameters,
            parameters.count == 1, parameters.first?.type == "NavigationPath", parameters.first?.label == "path",
            shape.passedToBaseInit == ["path"]
        else { return nil }
        return base
    }

    func file(firstCase: String, firstScreen: String) -> String {
        if let baseClass { return subclassFile(of: baseClass, firstCase: firstCase, firstScreen: firstScreen) }
        return (header.isEmpty ? "" : header + "\n\n") + """
            import SwiftUI

            /// A flow pushed as a value onto the navigation path \(destinationsView) binds, which maps it to
            /// `\(builder)()`; each screen of the flow is a page of it.
            final class \(coordinatorClass): Hashable {
                /// The flow's screens. coordgen adds a case for each new screen, and its view to `\(builder)()`.
                enum \(Self.pageEnum): Hashable {
                    case \(firstCase)
                }

                @Binding var path: NavigationPath
                let page: \(Self.pageEnum)
                private let id = UUID()

                init(path: Binding<NavigationPath>, page: \(Self.pageEnum)) {
                    _path = path
                    self.page = page
                }

                @MainActor
                @ViewBuilder
                func \(builder)() -> some View {
                    switch page {
                    case .\(firstCase):
                        \(firstScreen)(onFinish: { [weak self] in
                            self?.path.removeLast()
                        })
                    }
                }

                nonisolated static func == (lhs: \(coordinatorClass), rhs: \(coordinatorClass)) -> Bool {
                    lhs.id == rhs.id
                }

                nonisolated func hash(into hasher: inout Hasher) {
                    hasher.combine(id)
                }
            }

            """
    }

    /// The flow as a subclass of the app's base, which stores the path and makes it `Hashable`.
    private func subclassFile(of base: String, firstCase: String, firstScreen: String) -> String {
        (header.isEmpty ? "" : header + "\n\n") + """
            import SwiftUI

            /// A flow pushed as a value onto the navigation path \(destinationsView) binds, which maps it to
            /// `\(builder)()`; each screen of the flow is a page of it.
            final class \(coordinatorClass): \(base) {
                /// The flow's screens. coordgen adds a case for each new screen, and its view to `\(builder)()`.
                enum \(Self.pageEnum): Hashable {
                    case \(firstCase)
                }

                let page: \(Self.pageEnum)

                init(path: NavigationPath, page: \(Self.pageEnum)) {
                    self.page = page
                    super.init(path: path)
                }

                @MainActor
                @ViewBuilder
                func \(builder)() -> some View {
                    switch page {
                    case .\(firstCase):
                        \(firstScreen)(onFinish: { [weak self] in
                            guard let self, !self.path.isEmpty else { return }
                            self.path.removeLast()
                        })
                    }
                }
            }

            """
    }
}
