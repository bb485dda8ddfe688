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
    /// The framework of the generated tests; absent in projects written before it was recorded.
    public var testing: TestingFramework?

    public init(
        name: String, style: Style, organization: String?, bundleId: String?, paths: Paths,
        header: String? = nil, templates: String? = nil, xcodeproj: String? = nil, testing: TestingFramework? = nil
    ) {
        self.name = name
        self.style = style
        self.organization = organization
        self.bundleId = bundleId
        self.paths = paths
        self.header = header
        self.templates = templates
        self.xcodeproj = xcodeproj
        self.testing = testing
    }

    /// The framework new tests are written with: the recorded one, else XCTest (see `TestingFramework`).
    public var testingFramework: TestingFramework { testing ?? .unrecordedDefault }

    /// The keys `.coordgen.yml` may have, for spotting typos.
    static let knownKeys: Set<String> = [
        "name", "style", "organization", "bundleId", "paths", "header", "templates", "xcodeproj", "testing",
    ]
    static let knownPathKeys: Set<String> = ["coordinators", "screens", "tests", "coordinatorType"]

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
