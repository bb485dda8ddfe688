/// The targets new files join when the project alone does not say (several candidates), as recorded
/// by `coordgen init` in `.coordgen.yml`. `nil` lets coordgen find the target.
public struct XcodeTargetChoice: Equatable, Sendable {
    /// The target that compiles new coordinators and screens.
    public var appTarget: String?
    /// The unit-test target that compiles new tests.
    public var testTarget: String?

    public init(appTarget: String? = nil, testTarget: String? = nil) {
        self.appTarget = appTarget
        self.testTarget = testTarget
    }

    /// The targets `.coordgen.yml` names under `project:` (`appTarget`, `testTarget`).
    public init(recordedIn config: ProjectConfig) {
        self.init(appTarget: config.project?.appTarget, testTarget: config.project?.testTarget)
    }
}
