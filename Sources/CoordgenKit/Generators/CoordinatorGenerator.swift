import Foundation

/// What `coordgen new coordinator` was asked for.
public struct CoordinatorOptions: Sendable {
    public var name: String
    /// The coordinator that starts the new one (`App`, `Reservation`, …), if any.
    public var parent: String?
    /// Present the flow modally in its own navigation controller instead of pushing it.
    public var presentsModally: Bool
    public var writesTests: Bool
    /// Overwrite existing files (never a duplicate case).
    public var overwrite: Bool

    public init(name: String, parent: String? = nil, presentsModally: Bool = false, writesTests: Bool = true, overwrite: Bool = false) {
        self.name = name
        self.parent = parent
        self.presentsModally = presentsModally
        self.writesTests = writesTests
        self.overwrite = overwrite
    }
}

/// Plans a new coordinator: its file, its first screen, its test, its `CoordinatorType` case and,
/// with a parent, the parent's `open<Name>Coordinator()`.
public struct CoordinatorGenerator: Sendable {
    public let project: Project
    public let files: SourceFileRenderer

    public init(project: Project, files: SourceFileRenderer) {
        self.project = project
        self.files = files
    }

    public func plan(_ options: CoordinatorOptions) throws -> Plan {
        let name = try FlowName(parsing: options.name, droppingSuffix: "Coordinator")
        let parent = try options.parent.map { try FlowName(parsing: $0, droppingSuffix: "Coordinator") }
        if parent?.typeStem == name.typeStem {
            throw GeneratorError.selfParent(name.typeStem)
        }
        var plan = Plan(root: project.root)
        if let note = name.normalisationNote { plan.notes.append(note) }
        if let note = parent?.normalisationNote { plan.notes.append("parent: \(note)") }

        let style = project.config.style
        if style == .swiftui {
            try SwiftUICoordinatorRecipe(project: project, files: files).plan(options, name: name, parent: parent, into: &plan)
            return plan
        }
        var sources = ProjectSources(project: project)
        let paths = project.config.paths
        if style == .uikit {
            let registry = try CoordinatorTypeRegistry.locate(in: &sources)
            try sources.edit(registry.file, action: "added case \(name.caseName) to \(project.displayPath(of: registry.file))") {
                try EnumCaseRegistrar(enumName: CoordinatorTypeRegistry.enumName).addingCase(name.caseName, to: $0)
            }
        }
        if style == .router {
            try RouterFactories.addCoordinator(name, files: files, in: &sources)
            try RouterFactories.addScreen(name, files: files, in: &sources)
        }

        let planner = FilePlanner(overwriteExisting: options.overwrite)
        let values = CoordinatorRecipeValues.values(for: name, presentsModally: options.presentsModally)
        let coordinatorFile = project.url(for: paths.coordinators).appendingPathComponent("\(name.typeStem)Coordinator.swift")
        plan.add(
            planner.planWrite(
                try files.renderFile(.coordinator, fileName: coordinatorFile.lastPathComponent, values: values),
                to: coordinatorFile, in: plan))
        let screenFile = project.url(for: paths.screens).appendingPathComponent("\(name.typeStem)ViewController.swift")
        plan.add(
            planner.planWrite(
                try files.renderFile(.screen, fileName: screenFile.lastPathComponent, values: values),
                to: screenFile, in: plan))
        if options.writesTests {
            let testFile = project.url(for: paths.tests).appendingPathComponent("\(name.typeStem)CoordinatorTests.swift")
            plan.add(
                planner.planWrite(
                    try files.renderFile(
                        project.config.testingFramework.coordinatorTestsRole, fileName: testFile.lastPathComponent, values: values),
                    to: testFile, in: plan))
        }

        if let parent {
            let snippet = try files.renderSnippet(.openCoordinator, values: values)
            let method = "open\(name.typeStem)Coordinator()"
            let writer = CoordinatorMethodWriter(parent: parent, in: project)
            let classFile = try writer.add(method: method, snippet: snippet, in: &sources)
            // `coordinator.finishDelegate = self` needs the parent to be a finish delegate; coordinators
            // coordgen wrote are, hand-written ones may not be.
            if style == .uikit,
                try !TypeMemberInserter.classConforms(writer.className, to: "CoordinatorFinishDelegate", in: sources.text(of: classFile))
            {
                let conformance = try files.renderSnippet(.finishDelegateConformance, values: ScreenGenerator.values(for: parent))
                try sources.edit(
                    classFile, action: "made \(writer.className) a CoordinatorFinishDelegate in \(project.displayPath(of: classFile))"
                ) {
                    try TypeMemberInserter.appendingDeclaration(conformance, to: $0)
                }
            }
            plan.nextSteps.append("call \(method) from \(parent.typeStem)Coordinator where the \(name.title) flow should begin")
        } else {
            plan.nextSteps.append(
                "start it from a parent: `coordgen new coordinator \(name.typeStem) --parent App` wires open\(name.typeStem)Coordinator() for you, or create \(name.typeStem)Coordinator yourself"
            )
        }
        plan.nextSteps.append("add screens: coordgen new screen Details --coordinator \(name.typeStem)")
        sources.addEdits(to: &plan)
        return plan
    }
}
