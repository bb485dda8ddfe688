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

/// The Swift language mode of the app and test targets (`SWIFT_VERSION`).
public enum SwiftLanguageMode: String, CaseIterable, Codable, Sendable {
    case swift5 = "5"
    case swift6 = "6"

    /// The build setting value.
    public var buildSetting: String { rawValue + ".0" }
}

/// Checks an iOS deployment target such as "16.0" or "17.4".
public enum DeploymentTarget {
    /// The default: iOS 16 runs on every device that runs iOS 17, and has everything generated code uses.
    public static let defaultValue = "16.0"
    /// `UIButton(primaryAction:)` in the generated screens needs iOS 14.
    public static let minimumMajor = 14

    /// `text` as a deployment target ("17" becomes "17.0") when it is at least `minimum`, such as a
    /// style's `Style.minimumDeploymentMajor`.
    public static func validated(_ text: String, minimumMajor minimum: Int = minimumMajor) throws(GeneratorError) -> String {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let major = Int(parts[0]), major >= max(minimum, minimumMajor), major < 100
        else {
            throw .invalidDeploymentTarget(text, max(minimum, minimumMajor))
        }
        return parts.count == 1 ? "\(text).0" : text
    }
}
