import Foundation

/// Plans a new app: the coordinator core, the app and scene delegates, the first screen, Info.plist,
/// a test, and the `.coordgen.yml` that later commands read.
public struct ProjectGenerator: Sendable {
    public init() {}

    public func plan(_ options: ProjectOptions) throws -> Plan {
        let name = try FlowName(parsing: options.name)
        let projectName = name.typeStem
        let style = options.style.definition
        let bundleIdentifier = try BundleIdentifier.validated(
            options.bundleIdentifier ?? BundleIdentifier.defaultValue(forProduct: projectName))
        let deploymentTarget = try DeploymentTarget.validated(options.deploymentTarget, minimumMajor: style.minimumDeploymentMajor)
        let projectFolder = options.outputDirectory.appendingPathComponent(projectName)
        let recovery = try Self.recoverInterruptedProject(at: projectFolder, options: options)
        if recovery.isFinished {
            var plan = Plan(root: options.outputDirectory)
            plan.notes = recovery.notes
            return plan
        }
        if FileManager.default.fileExists(atPath: projectFolder.path) {
            throw ProjectError.projectExists(projectFolder.path)
        }
        let organization = options.organization?.trimmingWhitespace()

        var plan = Plan(root: options.outputDirectory)
        plan.projectRoot = projectFolder
        plan.notes = recovery.notes
        if let note = name.normalisationNote { plan.notes.append(note) }

        let config = Self.config(
            projectName: projectName, options: options, organization: organization, bundleIdentifier: bundleIdentifier,
            builtIn: Self.builtInShape(options: options, projectName: projectName, deploymentTarget: deploymentTarget))
        let files = try Self.sourceRenderer(options: options, projectName: projectName, config: config)
        if let leftover = Self.unusedConfigTemplate(in: options.templatesDirectory, style: options.style) {
            plan.notes.append(
                "\(leftover) is not used any more: coordgen writes \(Project.configFileName) itself, as `coordgen init` does; delete the file, and edit \(Project.configFileName) instead"
            )
        }

        let (layout, infoPlistPath) = try Self.planSources(
            config: config, files: files, options: options, projectName: projectName, in: projectFolder, into: &plan)
        let spec = XcodeProjectSpec(
            name: projectName, bundleIdentifier: bundleIdentifier, deploymentTarget: deploymentTarget,
            swiftLanguageMode: options.swiftLanguageMode, appFolder: layout.appFolder, testsFolder: config.paths.tests,
            infoPlistPath: infoPlistPath, xcode: options.xcode, concurrency: .some(options.concurrency)
        )
        if options.writesXcodeProject {
            for (path, text) in try XcodeProjectFiles.make(spec, fileHeader: files.xcodeFileHeader()).sorted(by: { $0.key < $1.key }) {
                plan.add(FilePlanner().planWrite(text, to: projectFolder.appendingPathComponent(path), in: plan))
            }
        }
        plan.nextSteps = Self.nextSteps(spec: spec, options: options, projectFolder: projectFolder)
        return plan
    }

    /// The shape the config records: the style's built-in shape, the way `coordgen init` records an
    /// app's, with the same writer (the built-in style is the default profile, as data). `project:`
    /// stays out: a project coordgen made takes it from `xcodeproj:` and `paths.tests` (see
    /// `ProjectConfig.appShape`).
    private static func builtInShape(options: ProjectOptions, projectName: String, deploymentTarget: String) -> AppShape {
        var builtIn = AppShape.builtIn(
            for: options.style, projectName: projectName, deploymentTarget: deploymentTarget,
            swiftVersion: options.swiftLanguageMode.rawValue, testing: options.testing)
        builtIn.concurrency = options.concurrency
        return builtIn
    }

    /// The renderer of the new app's sources: the user's templates over the built-in ones, with the
    /// style's built-in shape and the config's header.
    private static func sourceRenderer(options: ProjectOptions, projectName: String, config: ProjectConfig) throws -> SourceFileRenderer {
        let renderer = TemplateRenderer(library: try TemplateLibrary(userDirectory: options.templatesDirectory))
        return SourceFileRenderer(
            renderer: renderer,
            app: RenderContext.App(
                projectName: projectName, moduleName: projectName, organization: config.organization, style: options.style,
                shape: AppShape.builtIn(for: options.style, projectName: projectName).with(concurrency: options.concurrency)),
            headerTemplate: config.header)
    }

    /// Plans the project's own files: `.coordgen.yml`, the style's sources, Info.plist where build
    /// settings cannot say it all, and the asset catalog. Returns the layout and Info.plist's path.
    private static func planSources(
        config: ProjectConfig, files: SourceFileRenderer, options: ProjectOptions, projectName: String, in projectFolder: URL,
        into plan: inout Plan
    ) throws -> (layout: ProjectLayout, infoPlistPath: String?) {
        let planner = FilePlanner()
        let configText = ProjectConfigWriter.yaml(config, heading: configHeading(projectName: projectName))
        plan.add(planner.planWrite(configText, to: projectFolder.appendingPathComponent(Project.configFileName), in: plan))
        let layout = ProjectLayout(projectName: projectName, testing: config.testingFramework, paths: config.paths)
        for file in try layout.files(for: options.style) {
            let text = try files.renderFile(file.role, fileName: file.fileName, subject: file.subject, firstFlows: file.firstFlows)
            plan.add(planner.planWrite(text, to: projectFolder.appendingPathComponent(file.path), in: plan))
        }

        // Only what build settings cannot say; Xcode generates the rest of the Info.plist.
        var infoPlistPath: String?
        if let infoPlist = AppInfoPlist.file(usesSceneDelegate: options.style.definition.usesSceneDelegate) {
            let path = layout.inApp("Info.plist")
            plan.add(
                planner.planWrite(
                    try PropertyListWriter().xmlString(for: infoPlist), to: projectFolder.appendingPathComponent(path), in: plan))
            infoPlistPath = path
        }
        for file in AssetCatalog.files {
            plan.add(planner.planWrite(file.contents, to: projectFolder.appendingPathComponent(layout.inApp(file.path)), in: plan))
        }

        return (layout, infoPlistPath)
    }

    /// What to do next: open the project (or add it to XcodeGen's spec), then grow it.
    private static func nextSteps(spec: XcodeProjectSpec, options: ProjectOptions, projectFolder: URL) -> [String] {
        let folder = projectFolder.path(relativeTo: FileManager.default.currentDirectoryURL)
        let open =
            options.writesXcodeProject
            ? ["open \(folder)/\(spec.projectFileName)    # then Run (⌘R) and Test (⌘U)"]
            : [
                "add the app and its tests to your XcodeGen project.yml (or the same to Tuist's Project.swift):\n"
                    + XcodeProjectFiles.xcodeGenSpec(spec).splitLines().map { "      \($0)" }.joined(separator: "\n")
            ]
        return open
            + options.commandSpelling.steps(
                ["new coordinator Reservation --parent App    # a first child flow", "new screen Details --coordinator Reservation"],
                in: folder)
    }

    /// The typed `.coordgen.yml` of a new project: its names, the folders `ProjectLayout.defaultPaths`
    /// names (and the flow enum's file, when the style has one), the default header and the style's
    /// built-in shape.
    static func config(
        projectName: String, options: ProjectOptions, organization: String?, bundleIdentifier: String, builtIn: AppShape
    ) -> ProjectConfig {
        var paths = ProjectLayout.defaultPaths(projectName: projectName)
        if builtIn.protocol.flowType != nil {
            paths.coordinatorType = "\(paths.coordinators)/CoordinatorType.swift"
        }
        let organization = organization?.isEmpty == false ? organization : nil
        return ProjectConfig(
            name: projectName, style: options.style, organization: organization, bundleId: bundleIdentifier, paths: paths,
            header: ProjectConfig.defaultHeader(withCopyright: organization != nil) + "\n",
            xcodeproj: options.writesXcodeProject ? "\(projectName).xcodeproj" : nil, shape: builtIn.protocol,
            naming: builtIn.naming, format: builtIn.format, testing: options.testing, concurrency: options.concurrency,
            previews: .macro)
    }

    /// The comment that opens a new project's `.coordgen.yml`.
    static func configHeading(projectName: String) -> [String] {
        [
            "coordgen settings for \(projectName). Paths are relative to this file.",
            "coordgen finds this file by walking up from the current folder, like git.",
            "Use your own copy of the templates with `templates: <folder>` (see `coordgen templates export`).",
            "shape:, naming: and format: are the style's default profile, recorded as `coordgen init` records an app's.",
        ]
    }

    /// A `coordgen.yml.stencil` that a templates folder exported by an older coordgen still holds for
    /// `style`, which nothing reads any more.
    static func unusedConfigTemplate(in folder: URL?, style: Style) -> String? {
        guard let folder else { return nil }
        let file = folder.appendingPathComponent("\(style.rawValue)/project/coordgen.yml.stencil")
        return FileManager.default.fileExists(atPath: file.path) ? file.path : nil
    }

    /// A `new project` of the same folder that was interrupted is completed or undone first
    /// (`ProjectRecovery`), and the line that says so becomes a note. A completed one is the project
    /// asked for (`isFinished`: nothing more is written); an undone one leaves its folder empty, so the
    /// folder goes and the project is made anew. A dry run only reports it.
    private static func recoverInterruptedProject(at folder: URL, options: ProjectOptions) throws -> (isFinished: Bool, notes: [String]) {
        guard ChangeJournal.isPresent(in: folder) else { return (false, []) }
        let lock = try ProjectLock(folder: folder, dryRun: options.dryRun)
        let notes = lock.recovery.map { [$0.description] } ?? []
        if options.dryRun || lock.recovery?.action == .completed { return (true, notes) }
        rmdir(folder.path)
        return (false, notes)
    }
}
