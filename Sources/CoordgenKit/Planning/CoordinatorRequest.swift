import Foundation

/// A new coordinator as a style plans it: its checked names, what the user asked for, and the project
/// with its renderer and sources.
struct CoordinatorRequest {
    let project: Project
    let files: SourceFileRenderer
    let options: CoordinatorOptions
    let name: FlowName
    /// The coordinator that starts the new one, if any.
    let parent: FlowName?
    /// The folder of the parent's coordinator, which fills the area (`*`) of a `layout:` pattern.
    var near: String? = nil
    /// What the flow's files say because of the module it goes into (`public`, imports).
    var visibility = FlowModuleVisibility()

    /// The app's conventions (the style's built-in shape in a project coordgen made).
    var shape: AppShape { files.app.shape }

    /// What the coordinator's templates are about.
    var subject: RenderContext.Subject {
        visibility.applied(to: RenderContext.Subject(name, presentsModally: options.presentsModally))
    }

    /// The app's conventions applied to the new flow: its class, protocol, screen and statements.
    var conventions: RenderContext.Conventions { files.conventions(for: subject) }

    /// The folder a new file of `kind` goes to: `--in`, else the `layout:` pattern for the flow, else the
    /// `paths:` folder. Tests never follow `--in`: they belong to the test target's folder.
    func folder(for kind: ProjectConfig.GeneratedFileKind) -> URL {
        if kind != .test, let folder = options.folder { return folder }
        if kind == .screen, !screensFillTheirArea { return folder(for: .coordinator) }
        return project.url(for: project.config.folder(for: kind, flow: name.typeStem, near: near))
    }

    /// Whether the screens' `layout:` pattern, if it has a feature area, finds it beside the parent; when
    /// it does not, the flow's screens go beside its coordinator rather than into `paths.screens` (the
    /// folder of the flow with the most screens).
    var screensFillTheirArea: Bool {
        guard let pattern = project.config.layoutPattern(for: .screen).pattern, LayoutConventions.hasArea(pattern) else { return true }
        return LayoutConventions.folder(pattern, flow: name.typeStem, near: near) != nil
    }

    /// Plans the files of the flow: the coordinator, its first screen and, unless `--no-tests`, its test,
    /// named by the app's naming scheme. A test is written only where it can run: when the app has a test
    /// target, and (`testable`) when the app's protocol lets a test create and finish the coordinator.
    func planFlowFiles(
        screen: ScreenKind, testable: Bool = true, subject: RenderContext.Subject? = nil, into plan: inout Plan
    ) throws {
        let subject = subject ?? self.subject
        let conventions = files.conventions(for: subject)
        var outputs: [(TemplateID.Role, URL)] = [
            (.coordinator, folder(for: .coordinator).appendingPathComponent("\(conventions.flowClass).swift")),
            (screen.role, folder(for: .screen).appendingPathComponent("\(conventions.screenClass).swift")),
        ]
        if options.writesTests {
            let testFile = "\(conventions.flowClass)Tests.swift"
            if shape.generatedTests != nil {
                if testable {
                    let role = project.config.testingFramework.coordinatorTestsRole
                    outputs.append((role, folder(for: .test).appendingPathComponent(testFile)))
                } else {
                    plan.notes.append(
                        "no \(testFile): a test could not create \(conventions.flowClass) (its \(conventions.initDeclaration) needs more than a navigation controller) or see it finish"
                    )
                }
            } else {
                plan.notes.append("no \(testFile): the app has no unit-test target (project.testTarget in \(Project.configFileName))")
            }
        }
        let planner = FilePlanner(overwriteExisting: options.overwrite)
        for (role, url) in outputs {
            let text = try files.renderFile(role, fileName: url.lastPathComponent, subject: subject)
            plan.add(planner.planWrite(text, to: url, in: plan))
        }
    }

    /// The parent `--parent` names, found through the app's naming scheme as in every style, checked
    /// that it is not the new flow and that the shape lets it keep a child; its notes go to `plan`. Nil
    /// without `--parent`.
    func resolveParent(in sources: inout ProjectSources, plan: inout Plan) throws -> CoordinatorNameResolver.Resolution? {
        guard let input = options.parent, let parent else { return nil }
        let resolution = try CoordinatorLookup.resolve(input, normalised: parent, naming: shape.naming, in: &sources)
        if resolution.flow == name.typeStem { throw GeneratorError.selfParent(name.typeStem) }
        if let problem = shape.parentProblem(parentClass: resolution.className) { throw GeneratorError.cannotGenerate(problem) }
        plan.notes += resolution.notes
        if let parentImport = visibility.parentImport {
            sources.importAfterEdits(parentImport.module, into: project.root.appendingPathComponent(parentImport.file))
        }
        return resolution
    }

    /// `open<Name>Coordinator()`, or the app's own verb (`run<Name>Flow()`): the method a parent gets.
    /// It takes the parent's option where the app's parents pass theirs on (`run<Name>Flow(with:)`).
    var openMethod: String {
        let option = shape.protocol.optionStart.flatMap { $0.parentsPassOption == true ? "\($0.label):" : nil }
        return shape.naming.openFlowMethod(for: name.typeStem) + "(\(option ?? ""))"
    }

    /// What to do next: call the parent's new method (or give the flow a parent: `--parent App` wires
    /// `wires` for you), then add screens.
    func nextSteps(wires: String, parentClass: String? = nil, orCreateIt: Bool = true) -> [String] {
        let flowClass = conventions.flowClass
        let start =
            if let parentClass = parentClass ?? parent.map({ "\($0.typeStem)Coordinator" }) {
                "call \(openMethod) from \(parentClass) where the \(name.title) flow should begin"
            } else {
                "start it from a parent: `coordgen new coordinator \(name.typeStem) --parent \(shape.naming.suggestedParent)` wires \(wires) for you"
                    + (orCreateIt ? ", or create \(flowClass) yourself" : "")
            }
        return [start, "add screens: coordgen new screen Details --coordinator \(name.typeStem)"]
    }
}
