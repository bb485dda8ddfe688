/// The contents of a project's `.coordgen.yml`: which style it uses and where things go.
public struct ProjectConfig: Codable, Equatable, Sendable {
    /// Folders and files, relative to the folder that holds `.coordgen.yml`.
    public struct Paths: Codable, Equatable, Sendable {
        /// Where `<Name>Coordinator.swift` files go.
        public var coordinators: String
        /// Where view controllers go.
        public var screens: String
        /// Where generated unit tests go.
        public var tests: String
        /// The file that declares `enum CoordinatorType` (uikit style); when it is missing, the project
        /// is searched.
        public var coordinatorType: String?

        public init(coordinators: String, screens: String, tests: String, coordinatorType: String?) {
            self.coordinators = coordinators
            self.screens = screens
            self.tests = tests
            self.coordinatorType = coordinatorType
        }
    }

    /// The app's name, which is also its Swift module name.
    public var name: String
    public var style: Style
    public var organization: String?
    public var bundleId: String?
    public var paths: Paths
    /// The comment at the top of every generated file, a Stencil template that may use `fileName`,
    /// `projectName` and `organization`.
    public var header: String?
    /// A templates folder (relative to the config file, or absolute) that overrides the built-ins.
    public var templates: String?
    /// The Xcode project coordgen wrote (`Hotel.xcodeproj`), if any. Its app and test folders are
    /// synchronized groups, so new files join their targets without editing it.
    public var xcodeproj: String?
    /// The app's Swift module when it differs from `name` (`My_App` for `My-App`); `coordgen init`
    /// records it.
    public var module: String?
    /// What the app's project file says (`coordgen init`); absent for projects coordgen made.
    public var project: ProjectFacts?
    /// The app's own coordinator protocol (`coordgen init`; `coordgen new project` records the style's
    /// built-in one); absent means the style's built-in one.
    public var shape: ProtocolShape?
    /// How the app names protocols, classes and screens (`coordgen init`, `coordgen new project`);
    /// absent means the style's built-in names.
    public var naming: NamingScheme?
    /// Per-feature folder patterns and the module that declares the protocol; absent means `paths`.
    public var layout: LayoutConventions?
    /// Indentation (`coordgen init`, `coordgen new project`); absent means four spaces.
    public var format: SourceFormat?
    /// The framework of the generated tests; absent in projects written before it was recorded.
    public var testing: TestingFramework?
    /// The app target's default isolation and upcoming features (`coordgen init`, `coordgen new
    /// project`); absent means Xcode 16's: nonisolated, none.
    public var concurrency: ConcurrencySettings?
    /// How generated screens get their canvas preview (`coordgen init`); absent means `#Preview`.
    public var previews: PreviewStyle?
    /// The flow `new coordinator --like` copies when none is named, and that `new coordinator` copies
    /// where no built-in family writes the app's shape (`coordgen init`); absent means none.
    public var example: String?

    public init(
        name: String, style: Style, organization: String?, bundleId: String?, paths: Paths,
        header: String? = nil, templates: String? = nil, xcodeproj: String? = nil, module: String? = nil,
        project: ProjectFacts? = nil, shape: ProtocolShape? = nil, naming: NamingScheme? = nil,
        layout: LayoutConventions? = nil, format: SourceFormat? = nil, testing: TestingFramework? = nil,
        concurrency: ConcurrencySettings? = nil, previews: PreviewStyle? = nil
    ) {
        self.concurrency = concurrency
        self.previews = previews
        self.name = name
        self.style = style
        self.organization = organization
        self.bundleId = bundleId
        self.paths = paths
        self.header = header
        self.templates = templates
        self.xcodeproj = xcodeproj
        self.module = module
        self.project = project
        self.shape = shape
        self.naming = naming
        self.layout = layout
        self.format = format
        self.testing = testing
    }

    /// The app's shape: what `coordgen init` (or `coordgen new project`) recorded, with the style's
    /// built-in shape for every section the config leaves out, so a config without `shape:` means
    /// coordgen's own protocol.
    public var appShape: AppShape {
        let builtIn = AppShape.builtIn(for: style, projectName: name, testing: testingFramework)
        var projectFacts = project ?? builtIn.project
        if project == nil {
            // A project coordgen made: its test target's folder is `paths.tests`, and without the
            // .xcodeproj (`--no-xcodeproj`) the team's XcodeGen or Tuist spec holds the targets.
            projectFacts.testFolder = paths.tests
            if xcodeproj == nil {
                projectFacts.kind = .none
                projectFacts.file = nil
                projectFacts.appFolderKind = nil
            }
        }
        return AppShape(
            module: module ?? builtIn.module, project: projectFacts, protocol: shape ?? builtIn.protocol,
            naming: naming ?? builtIn.naming, layout: layout ?? builtIn.layout, format: format ?? builtIn.format,
            flowEnumFile: paths.coordinatorType, concurrency: concurrency, previews: previews ?? .macro)
    }

    /// The framework new tests are written with: the recorded one, else XCTest (see `TestingFramework`).
    /// `coordgen init` records what it found in the test target (`project.testFramework`) instead.
    public var testingFramework: TestingFramework {
        testing ?? project?.testFramework.map(TestingFramework.init) ?? .unrecordedDefault
    }

    /// The header used when the config has none.
    public static let defaultHeader = defaultHeader(withCopyright: false)

    /// The header a new project writes into its config: the file and project names, and a copyright
    /// line when the project has an organization.
    public static func defaultHeader(withCopyright: Bool) -> String {
        var lines = ["//", "//  {{ fileName }}", "//  {{ projectName }}", "//"]
        if withCopyright {
            lines += ["//  Copyright © {{ organization }}", "//"]
        }
        return lines.joined(separator: "\n")
    }
}
