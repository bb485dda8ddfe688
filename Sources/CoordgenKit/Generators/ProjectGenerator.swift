import Foundation

/// What `coordgen new project` was asked for.
public struct ProjectOptions: Sendable {
    public var name: String
    /// The folder the project folder is created in.
    public var outputDirectory: URL
    public var bundleIdentifier: String?
    public var organization: String?
    public var style: Style
    /// A user's templates folder, if any.
    public var templatesDirectory: URL?
    /// `IPHONEOS_DEPLOYMENT_TARGET` of the Xcode project.
    public var deploymentTarget: String
    public var swiftLanguageMode: SwiftLanguageMode
    /// Write `<Name>.xcodeproj` (off for teams that generate projects with XcodeGen or Tuist).
    public var writesXcodeProject: Bool
    /// The framework of the generated tests, recorded in `.coordgen.yml`.
    public var testing: TestingFramework
    /// The Xcode release whose App template the project follows.
    public var xcode: XcodeVersion
    /// The targets' default isolation and upcoming features, written to the project and recorded in
    /// `.coordgen.yml`: the App template's of `xcode` unless set otherwise.
    public var concurrency: ConcurrencySettings?

    public init(
        name: String, outputDirectory: URL, bundleIdentifier: String? = nil, organization: String? = nil,
        style: Style = .default, templatesDirectory: URL? = nil, deploymentTarget: String = DeploymentTarget.defaultValue,
        swiftLanguageMode: SwiftLanguageMode = .swift5, writesXcodeProject: Bool = true,
        testing: TestingFramework = .newProjectDefault, xcode: XcodeVersion = .defaultValue
    ) {
        self.xcode = xcode
        self.concurrency = xcode.concurrency
        self.name = name
        self.outputDirectory = outputDirectory
        self.bundleIdentifier = bundleIdentifier
        self.organization = organization
        self.style = style
        self.templatesDirectory = templatesDirectory
        self.deploymentTarget = deploymentTarget
        self.swiftLanguageMode = swiftLanguageMode
        self.writesXcodeProject = writesXcodeProject
        self.testing = testing
    }
}

/// Plans a new app: the coordinator core, the app and scene delegates, the first screen, Info.plist,
/// a test, and the `.coordgen.yml` that later commands read.
public struct ProjectGenerator: Sendable {
    public init() {}

    public func plan(_ options: ProjectOptions) throws -> Plan {
        let name = try FlowName(parsing: options.name)
        let projectName = name.typeStem
        let style = options.style.definition
        let bundleIdentifier = try BundleIdentifier.validated(options.bundleIdentifier ?? BundleIdentifier.defaultValue(forProduct: projectName))
        let deploymentTarget = try DeploymentTarget.validated(options.deploymentTarget, minimumMajor: style.minimumDeploymentMajor)
        let projectFolder = options.outputDirectory.appendingPathComponent(projectName)
        if FileManager.default.fileExists(atPath: projectFolder.path) {
            throw ProjectError.projectExists(projectFolder.path)
        }
        let organization = options.organization?.trimmingWhitespace()
        let renderer = TemplateRenderer(library: try TemplateLibrary(userDirectory: options.templatesDirectory))

        var plan = Plan(root: options.outputDirectory)
        if let note = name.normalisationNote { plan.notes.append(note) }

        // The config is rendered from the style's template, then read back as every later command will
        // read it, so a broken config template fails here and not in the user's next command.
        // It records the style's built-in shape the way `coordgen init` records an app's, with the same
        // writer: the built-in style is the default profile, as data. `project:` stays out: a project
        // coordgen made takes it from `xcodeproj:` and `paths.tests` (see `ProjectConfig.appShape`).
        let builtIn = AppShape.builtIn(
            for: options.style, projectName: projectName, deploymentTarget: deploymentTarget,
            swiftVersion: options.swiftLanguageMode.rawValue, testing: options.testing)
        let shapeYAML = ProjectConfigWriter.shapeSections(
            project: nil, shape: builtIn.protocol, naming: builtIn.naming, layout: builtIn.layout, format: builtIn.format)
        var shape = AppShape.builtIn(for: options.style, projectName: projectName)
        shape.concurrency = options.concurrency
        let app = RenderContext.App(
            projectName: projectName, moduleName: projectName, organization: organization, style: options.style, shape: shape)
        var configText = try SourceFileRenderer(renderer: renderer, app: app, headerTemplate: nil)
            .renderConfig(
                RenderContext.ProjectSettings(
                    organizationYAML: YAMLScalar.quoted(organization ?? ""), bundleId: bundleIdentifier,
                    xcodeproj: options.writesXcodeProject ? "\(projectName).xcodeproj" : "",
                    testing: options.testing.rawValue,
                    headerYAML: ProjectConfig.defaultHeader(withCopyright: !(organization ?? "").isEmpty)
                        .splitLines().map { "  \($0)" }.joined(separator: "\n"),
                    shapeYAML: (shapeYAML + ProjectConfigWriter.concurrencySection(options.concurrency)
                        + ProjectConfigWriter.previewsSection(.macro)).joined(separator: "\n")))
        var config = try Project.parseConfig(configText, fileName: Project.configFileName)
        if config.concurrency == nil, let concurrency = options.concurrency {
            // A user's config template from before `concurrency:` (no `shapeYAML`): the settings the
            // project is made with are still recorded, or later commands would write for Xcode 16's.
            configText =
                configText.withSingleTrailingNewline + ProjectConfigWriter.concurrencySection(concurrency).joined(separator: "\n") + "\n"
            config = try Project.parseConfig(configText, fileName: Project.configFileName)
        }
        let files = SourceFileRenderer(
            renderer: renderer,
            app: RenderContext.App(
                projectName: projectName, moduleName: projectName, organization: config.organization, style: options.style, shape: shape),
            headerTemplate: config.header)

        let planner = FilePlanner()
        plan.add(planner.planWrite(configText.withSingleTrailingNewline, to: projectFolder.appendingPathComponent(Project.configFileName), in: plan))
        let layout = ProjectLayout(projectName: projectName, testing: config.testingFramework, paths: config.paths)
        for file in try layout.files(for: options.style) {
            let text = try files.renderFile(file.role, fileName: file.fileName, subject: file.subject, firstFlows: file.firstFlows)
            plan.add(planner.planWrite(text, to: projectFolder.appendingPathComponent(file.path), in: plan))
        }

        // Only what build settings cannot say; Xcode generates the rest of the Info.plist.
        var infoPlistPath: String?
        if let infoPlist = AppInfoPlist.file(usesSceneDelegate: style.usesSceneDelegate) {
            let path = layout.inApp("Info.plist")
            plan.add(planner.planWrite(try PropertyListWriter().xmlString(for: infoPlist), to: projectFolder.appendingPathComponent(path), in: plan))
            infoPlistPath = path
        }
        for file in AssetCatalog.files {
            plan.add(planner.planWrite(file.contents, to: projectFolder.appendingPathComponent(layout.inApp(file.path)), in: plan))
        }

        let spec = XcodeProjectSpec(
            name: projectName, bundleIdentifier: bundleIdentifier, deploymentTarget: deploymentTarget,
            swiftLanguageMode: options.swiftLanguageMode, appFolder: layout.appFolder, testsFolder: config.paths.tests,
            infoPlistPath: infoPlistPath, xcode: options.xcode, concurrency: .some(options.concurrency)
        )
        if options.writesXcodeProject {
            for (path, text) in try XcodeProjectFiles.make(spec, fileHeader: files.xcodeFileHeader()).sorted(by: { $0.key < $1.key }) {
                plan.add(planner.planWrite(text, to: projectFolder.appendingPathComponent(path), in: plan))
            }
        }

        let folder = projectFolder.path(relativeTo: FileManager.default.currentDirectoryURL)
        plan.nextSteps =
            options.writesXcodeProject
            ? ["open \(folder)/\(spec.projectFileName)    # then Run (⌘R) and Test (⌘U)"]
            : [
                "add the app and its tests to your XcodeGen project.yml (or the same to Tuist's Project.swift):\n"
                    + XcodeProjectFiles.xcodeGenSpec(spec).splitLines().map { "      \($0)" }.joined(separator: "\n")
            ]
        plan.nextSteps += [
            "cd \(folder)",
            "coordgen new coordinator Reservation --parent App    # a first child flow",
            "coordgen new screen Details --coordinator Reservation",
        ]
        return plan
    }
}

extension FileManager {
    /// The process's current folder as a file URL.
    public var currentDirectoryURL: URL { URL(fileURLWithPath: currentDirectoryPath, isDirectory: true) }

    /// `path` (absolute, or relative to the current folder) as a standardized file URL.
    public func absoluteURL(forPath path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: currentDirectoryURL).standardizedFileURL
    }
}
