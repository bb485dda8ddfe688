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

    public init(name: String, outputDirectory: URL, bundleIdentifier: String? = nil, organization: String? = nil,
                style: Style = .uikit, templatesDirectory: URL? = nil) {
        self.name = name
        self.outputDirectory = outputDirectory
        self.bundleIdentifier = bundleIdentifier
        self.organization = organization
        self.style = style
        self.templatesDirectory = templatesDirectory
    }
}

/// Plans a new app: the coordinator core, the app and scene delegates, the first screen, Info.plist,
/// a test, and the `.coordgen.yml` that later commands read.
public struct ProjectGenerator: Sendable {
    public init() {}

    /// The first screen every new project shows; `AppCoordinator.showHome()` pushes it.
    public static let firstScreenName = "Home"

    public func plan(_ options: ProjectOptions) throws -> Plan {
        let name = try FlowName(parsing: options.name)
        let projectName = name.typeStem
        let bundleIdentifier = try BundleIdentifier.validated(options.bundleIdentifier ?? "com.example.\(projectName.lowercased())")
        let projectFolder = options.outputDirectory.appendingPathComponent(projectName)
        if FileManager.default.fileExists(atPath: projectFolder.path) {
            throw ProjectError.projectExists(projectFolder.path)
        }
        if let directory = options.templatesDirectory {
            try TemplateLibrary.validateUserDirectory(directory)
        }
        let organization = options.organization?.trimmingWhitespace()

        var plan = Plan(root: options.outputDirectory)
        if let note = name.normalisationNote { plan.notes.append(note) }

        let renderer = TemplateRenderer(library: TemplateLibrary(userDirectory: options.templatesDirectory))
        let configText = try renderer.render(TemplateID(options.style, .projectConfig), context: [
            "projectName": projectName,
            "style": options.style.rawValue,
            "organization": organization ?? "",
            "organizationYAML": YAMLScalar.quoted(organization ?? ""),
            "bundleId": bundleIdentifier,
            "headerYAML": ProjectConfig.defaultHeader(withCopyright: !(organization ?? "").isEmpty)
                .splitLines().map { "  \($0)" }.joined(separator: "\n"),
        ])
        let configFile = projectFolder.appendingPathComponent(Project.configFileName)
        let config = try Self.checkConfig(configText)
        let project = Project(root: projectFolder, config: config)
        let files = SourceFileRenderer(renderer: renderer, style: options.style, projectName: projectName,
                                       organization: config.organization, headerTemplate: config.header)

        let planner = FilePlanner()
        plan.add(planner.planWrite(configText.withSingleTrailingNewline, to: configFile, in: plan))
        let appFolder = projectFolder.appendingPathComponent(projectName)
        let sources: [(TemplateID.Role, URL)] = [
            (.appDelegate, appFolder.appendingPathComponent("App/AppDelegate.swift")),
            (.sceneDelegate, appFolder.appendingPathComponent("App/SceneDelegate.swift")),
            (.coordinatorProtocol, project.url(for: config.paths.coordinators).appendingPathComponent("Coordinator.swift")),
            (.finishDelegate, project.url(for: config.paths.coordinators).appendingPathComponent("CoordinatorFinishDelegate.swift")),
            (.coordinatorType, project.url(for: config.paths.coordinatorType)),
            (.appCoordinator, project.url(for: config.paths.coordinators).appendingPathComponent("AppCoordinator.swift")),
            (.appCoordinatorTests, project.url(for: config.paths.tests).appendingPathComponent("AppCoordinatorTests.swift")),
        ]
        for (role, url) in sources {
            let text = try files.renderFile(role, fileName: url.lastPathComponent)
            plan.add(planner.planWrite(text, to: url, in: plan))
        }
        let screen = try FlowName(parsing: Self.firstScreenName)
        let screenFile = project.url(for: config.paths.screens).appendingPathComponent("\(screen.typeStem)ViewController.swift")
        let screenText = try files.renderFile(.screen, fileName: screenFile.lastPathComponent, values: ScreenGenerator.values(for: screen))
        plan.add(planner.planWrite(screenText, to: screenFile, in: plan))

        let infoPlist = try PropertyListWriter().xmlString(for: AppInfoPlist.propertyList())
        plan.add(planner.planWrite(infoPlist, to: appFolder.appendingPathComponent("Info.plist"), in: plan))

        plan.nextSteps = [
            "cd \(projectFolder.path(relativeTo: FileManager.default.currentDirectoryURL))",
            "coordgen new coordinator Reservation --parent App    # a first child flow",
            "coordgen new screen Details --coordinator Reservation",
        ]
        return plan
    }

    /// Reads back the rendered `.coordgen.yml`, so a broken config template fails here and not in the
    /// user's next command.
    private static func checkConfig(_ text: String) throws -> ProjectConfig {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("coordgen-\(UUID().uuidString).yml")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try Project.load(file)
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
