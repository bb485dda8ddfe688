/// The shape of the generated code. Each style has its own folder of templates under `Templates/`.
public enum Style: String, CaseIterable, Codable, Sendable {
    /// Delegate-based UIKit coordinators: a `Coordinator` protocol, a finish delegate and a
    /// `CoordinatorType` enum, as in the pattern's best-known write-ups.
    case uikit
    /// UIKit coordinators that navigate through a `Router` and build screens and children through
    /// factories; a child reports its end through an `onFinish` closure.
    case router

    /// One line for `--help` and `templates list`.
    public var summary: String {
        switch self {
        case .uikit: return "UIKit coordinators with a finish delegate and a CoordinatorType enum (default)"
        case .router: return "UIKit coordinators with a Router, factories and onFinish closures"
        }
    }

    /// Whether the app has a UIKit `SceneDelegate` (named in Info.plist) rather than a SwiftUI `App`.
    public var usesSceneDelegate: Bool {
        switch self {
        case .uikit, .router: return true
        }
    }

    /// The templates this style has; the built-in set must provide every one.
    public var roles: [TemplateID.Role] {
        switch self {
        case .uikit:
            return [.coordinatorProtocol, .finishDelegate, .coordinatorType, .appCoordinator, .appDelegate, .sceneDelegate,
                    .appCoordinatorTests, .projectConfig, .coordinator, .coordinatorTests, .screen, .openCoordinator,
                    .pushScreen, .presentScreen, .finishDelegateConformance]
        case .router:
            return [.coordinatorProtocol, .baseCoordinator, .finishOutput, .router, .viewControllerFactory, .coordinatorFactory,
                    .appCoordinator, .appDelegate, .sceneDelegate, .appCoordinatorTests, .projectConfig, .coordinator,
                    .coordinatorTests, .screen, .openCoordinator, .pushScreen, .presentScreen, .makeCoordinator, .makeViewController]
        }
    }
}
