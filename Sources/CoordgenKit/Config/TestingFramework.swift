/// The framework of a project's generated unit tests, recorded in `.coordgen.yml` (`testing:`) so
/// that every later `new coordinator` writes its tests the same way.
public enum TestingFramework: String, CaseIterable, Codable, Sendable {
    /// Swift Testing (`import Testing`, `@Test`, `#expect`): what Xcode 16's App template starts with.
    case swiftTesting = "swift-testing"
    /// XCTest (`XCTestCase`, `XCTAssert…`).
    case xctest

    /// What a new project gets without `--testing`: Xcode 16's default.
    public static let newProjectDefault = TestingFramework.swiftTesting
    /// What a `.coordgen.yml` without `testing:` means: the projects written before the key existed
    /// all have XCTest tests.
    public static let unrecordedDefault = TestingFramework.xctest

    /// The same framework as `coordgen init` records what it finds in a test target.
    var projectFactsFramework: ProjectFacts.TestFramework {
        self == .swiftTesting ? .swiftTesting : .xctest
    }

    /// The framework `coordgen init` found in a test target.
    init(_ detected: ProjectFacts.TestFramework) {
        self = detected == .swiftTesting ? .swiftTesting : .xctest
    }

    /// The template of the app coordinator's tests.
    var appCoordinatorTestsRole: TemplateID.Role {
        self == .swiftTesting ? .appCoordinatorSwiftTests : .appCoordinatorTests
    }

    /// The template of a coordinator's tests.
    var coordinatorTestsRole: TemplateID.Role {
        self == .swiftTesting ? .coordinatorSwiftTests : .coordinatorTests
    }
}
