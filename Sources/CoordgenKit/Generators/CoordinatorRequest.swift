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

    /// What the coordinator's templates are about.
    var subject: RenderContext.Subject { RenderContext.Subject(name, presentsModally: options.presentsModally) }

    /// The conventional file of a new type in one of the configured folders.
    func url(in folder: KeyPath<ProjectConfig.Paths, String>, fileName: String) -> URL {
        project.url(for: project.config.paths[keyPath: folder]).appendingPathComponent(fileName)
    }

    /// Plans the files of the flow: `<Name>Coordinator.swift`, its first screen and, unless `--no-tests`,
    /// `<Name>CoordinatorTests.swift`.
    func planFlowFiles(screen: ScreenKind, into plan: inout Plan) throws {
        var outputs: [(TemplateID.Role, URL)] = [
            (.coordinator, url(in: \.coordinators, fileName: "\(name.typeStem)Coordinator.swift")),
            (screen.role, url(in: \.screens, fileName: "\(name.typeStem)\(screen.typeSuffix).swift")),
        ]
        if options.writesTests {
            outputs.append((project.config.testingFramework.coordinatorTestsRole, url(in: \.tests, fileName: "\(name.typeStem)CoordinatorTests.swift")))
        }
        let planner = FilePlanner(overwriteExisting: options.overwrite)
        for (role, url) in outputs {
            let text = try files.renderFile(role, fileName: url.lastPathComponent, subject: subject)
            plan.add(planner.planWrite(text, to: url, in: plan))
        }
    }

    /// `open<Name>Coordinator()`, the method a parent gets.
    var openMethod: String { "open\(name.typeStem)Coordinator()" }

    /// What to do next: call the parent's new method (or give the flow a parent: `--parent App` wires
    /// `wires` for you), then add screens.
    func nextSteps(wires: String, orCreateIt: Bool = true) -> [String] {
        let start =
            if let parent {
                "call \(openMethod) from \(parent.typeStem)Coordinator where the \(name.title) flow should begin"
            } else {
                "start it from a parent: `coordgen new coordinator \(name.typeStem) --parent App` wires \(wires) for you"
                    + (orCreateIt ? ", or create \(name.typeStem)Coordinator yourself" : "")
            }
        return [start, "add screens: coordgen new screen Details --coordinator \(name.typeStem)"]
    }
}
