/// What the generated Xcode project contains: an iOS app target and its unit-test target.
public struct XcodeProjectSpec: Equatable, Sendable {
    /// The project, app target and module name.
    public var name: String
    public var bundleIdentifier: String
    /// `IPHONEOS_DEPLOYMENT_TARGET`, e.g. "16.0".
    public var deploymentTarget: String
    public var swiftLanguageMode: SwiftLanguageMode
    /// The app's source folder, relative to the project folder (a synchronized group).
    public var appFolder: String
    /// The tests' folder, relative to the project folder (a synchronized group).
    public var testsFolder: String
    /// Info.plist, relative to the project folder; it lies inside `appFolder` and is excluded from the
    /// app's resources. `nil` when Xcode generates all of it (`AppInfoPlist.file(usesSceneDelegate:)`).
    public var infoPlistPath: String?
    /// The Xcode release whose App template the project follows.
    public var xcode: XcodeVersion
    /// The targets' default isolation and upcoming features (`XcodeVersion.concurrency` unless chosen).
    public var concurrency: ConcurrencySettings?

    public init(
        name: String, bundleIdentifier: String, deploymentTarget: String, swiftLanguageMode: SwiftLanguageMode,
        appFolder: String, testsFolder: String, infoPlistPath: String?, xcode: XcodeVersion = .defaultValue,
        concurrency: ConcurrencySettings?? = nil
    ) {
        self.xcode = xcode
        self.concurrency = concurrency ?? xcode.concurrency
        self.name = name
        self.bundleIdentifier = bundleIdentifier
        self.deploymentTarget = deploymentTarget
        self.swiftLanguageMode = swiftLanguageMode
        self.appFolder = appFolder
        self.testsFolder = testsFolder
        self.infoPlistPath = infoPlistPath
    }

    /// `<name>.xcodeproj`.
    public var projectFileName: String { "\(name).xcodeproj" }
    public var testTargetName: String { "\(name)Tests" }
}
