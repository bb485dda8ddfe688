import Foundation

@testable import CoordgenKit

/// Builds a sample project in a temporary folder through the same generators the CLI uses, step by
/// step, keeping what each step wrote. Golden tests compare the steps; compile tests type-check the
/// final tree.
struct SampleProject {
    /// One command of the scenario and the files it wrote (path relative to the project → contents).
    struct Step {
        let name: String
        let files: [String: String]
    }

    let root: URL
    private(set) var steps: [Step] = []
    private var project: Project?

    /// A new project named `name` in a fresh temporary folder. Its tests are XCTest unless asked
    /// otherwise: the runtime checks run the generated XCTest cases (Swift Testing ones are type-checked).
    /// It is an Xcode 16 project (nonisolated by default, explicit `@MainActor`), which the runtime
    /// checks can build with plain language-mode flags, unless `xcode` says otherwise; `settings`
    /// makes it for one cell of the language-settings matrix instead (its language mode, default
    /// isolation and upcoming features).
    init(
        named name: String = "Hotel", style: Style = .uikit, testing: TestingFramework = .xctest,
        xcode: XcodeVersion = .xcode16, settings: LanguageSettings? = nil
    ) throws {
        let output = try Repository.temporaryDirectory("sample")
        root = output.appendingPathComponent(name)
        var options = ProjectOptions(
            name: name, outputDirectory: output, bundleIdentifier: "com.example.\(name.lowercased())",
            organization: "Example Inc.", style: style, testing: testing, xcode: xcode
        )
        if let settings {
            options.swiftLanguageMode = settings.swiftVersion == 6 ? .swift6 : .swift5
            options.concurrency = settings.concurrency
        }
        let plan = try ProjectGenerator().plan(options)
        try record("new-project", plan)
    }

    /// `coordgen new coordinator …`
    mutating func addCoordinator(_ options: CoordinatorOptions, step: String) throws {
        let project = try loaded()
        try record(step, try CoordinatorGenerator(project: project, files: try SourceFileRenderer(project: project)).plan(options))
    }

    /// `coordgen new screen …`
    mutating func addScreen(_ options: ScreenOptions, step: String) throws {
        let project = try loaded()
        try record(step, try ScreenGenerator(project: project, files: try SourceFileRenderer(project: project)).plan(options))
    }

    /// The scenario the golden and compile tests share: every template and every variant is used.
    static func fullScenario(
        style: Style = .uikit, testing: TestingFramework = .xctest, xcode: XcodeVersion = .xcode16, settings: LanguageSettings? = nil
    ) throws -> SampleProject {
        var sample = try SampleProject(style: style, testing: testing, xcode: xcode, settings: settings)
        try sample.addCoordinator(CoordinatorOptions(name: "Reservation", parent: "App"), step: "coordinator-with-parent")
        try sample.addCoordinator(
            CoordinatorOptions(name: "payment", parent: "Reservation", presentsModally: true), step: "presented-coordinator")
        try sample.addScreen(ScreenOptions(name: "Details", coordinator: "Reservation"), step: "push-screen")
        try sample.addScreen(ScreenOptions(name: "Help", coordinator: "App", presentsModally: true), step: "present-screen")
        try sample.addCoordinator(CoordinatorOptions(name: "default", parent: "Payment", writesTests: true), step: "keyword-coordinator")
        return sample
    }

    /// Every Swift file of the app target, and of the test target.
    func swiftFiles() throws -> (app: [URL], tests: [URL]) {
        let all = GoldenTree.listFiles(root).filter { $0.hasSuffix(".swift") }.sorted()
        let tests = all.filter { $0.hasPrefix("\(root.lastPathComponent)Tests/") }
        let app = all.filter { !tests.contains($0) }
        return (app.map(root.appendingPathComponent), tests.map(root.appendingPathComponent))
    }

    func remove() {
        try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }

    private mutating func loaded() throws -> Project {
        if let project { return project }
        let project = try Project.locate(from: root)
        self.project = project
        return project
    }

    private mutating func record(_ name: String, _ plan: Plan) throws {
        try PlanApplier().apply(plan)
        var files: [String: String] = [:]
        for change in plan.changes where change.writes {
            files[change.url.path(relativeTo: root)] = String(decoding: change.newContents, as: UTF8.self)
        }
        steps.append(Step(name: "\(steps.count + 1)-\(name)", files: files))
    }
}

extension GoldenTree {
    /// Relative paths of the regular files under `directory`.
    static func listFiles(_ directory: URL) -> [String] {
        ((try? read(directory)) ?? [:]).keys.sorted()
    }
}
