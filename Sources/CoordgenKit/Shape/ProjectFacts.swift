/// What the app's project file says: its kind, the app and test targets, and their settings.
public struct ProjectFacts: Codable, Equatable, Sendable {
    /// How the app's project is made.
    public enum Kind: String, Codable, Equatable, Sendable, CaseIterable {
        /// A checked-in `.xcodeproj`.
        case xcodeproj
        /// Tuist: `Project.swift` (and usually a `Tuist/` folder) generate the project.
        case tuist
        /// XcodeGen: `project.yml` generates the project.
        case xcodegen
        /// No project file was found (a Swift package, or sources only).
        case none
    }

    /// How a target keeps its files in an `.xcodeproj`.
    public enum FolderKind: String, Codable, Equatable, Sendable {
        /// A `PBXFileSystemSynchronizedRootGroup` (Xcode 16): new files join the target by themselves.
        case synchronized
        /// A classic group: every new file has to be added to the project and the target.
        case group
    }

    /// The test framework a test target's files import.
    public enum TestFramework: String, Codable, Equatable, Sendable {
        case xctest = "XCTest"
        case swiftTesting = "Swift Testing"
    }

    public var kind: Kind
    /// The project file or folder, relative to `.coordgen.yml` (`Hotel.xcodeproj`, `Project.swift`).
    public var file: String?
    /// The app target's name.
    public var appTarget: String?
    /// The folder with the app target's sources, relative to `.coordgen.yml`.
    public var appFolder: String?
    /// Whether the app folder is a synchronized folder or a classic group (`.xcodeproj` only).
    public var appFolderKind: FolderKind?
    /// The iOS deployment target, such as `15.0`.
    public var deploymentTarget: String?
    /// The Swift language mode, `5` or `6`.
    public var swiftVersion: String?
    /// The unit-test target's name; absent when the app has none.
    public var testTarget: String?
    /// The folder with the test target's sources, relative to `.coordgen.yml`.
    public var testFolder: String?
    /// The framework the tests use.
    public var testFramework: TestFramework?

    public init(
        kind: Kind, file: String? = nil, appTarget: String? = nil, appFolder: String? = nil,
        appFolderKind: FolderKind? = nil, deploymentTarget: String? = nil, swiftVersion: String? = nil,
        testTarget: String? = nil, testFolder: String? = nil, testFramework: TestFramework? = nil
    ) {
        self.kind = kind
        self.file = file
        self.appTarget = appTarget
        self.appFolder = appFolder
        self.appFolderKind = appFolderKind
        self.deploymentTarget = deploymentTarget
        self.swiftVersion = swiftVersion
        self.testTarget = testTarget
        self.testFolder = testFolder
        self.testFramework = testFramework
    }
}
