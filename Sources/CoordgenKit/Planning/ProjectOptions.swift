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
    /// `--dry-run`: an interrupted `new project` of the same folder is reported, not recovered.
    public var dryRun: Bool
    /// The Xcode release whose App template the project follows.
    public var xcode: XcodeVersion
    /// The targets' default isolation and upcoming features, written to the project and recorded in
    /// `.coordgen.yml`: the App template's of `xcode` unless set otherwise.
    public var concurrency: ConcurrencySettings?
    /// How the next steps spell coordgen's commands: in a shell, or under the package plugin.
    public var commandSpelling: CommandSpelling = .shell

    public init(
        name: String, outputDirectory: URL, bundleIdentifier: String? = nil, organization: String? = nil,
        style: Style = .default, templatesDirectory: URL? = nil, deploymentTarget: String = DeploymentTarget.defaultValue,
        swiftLanguageMode: SwiftLanguageMode = .swift5, writesXcodeProject: Bool = true,
        testing: TestingFramework = .newProjectDefault, dryRun: Bool = false, xcode: XcodeVersion = .defaultValue
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
        self.dryRun = dryRun
    }
}
