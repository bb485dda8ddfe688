/// The shape of the generated code. Each style has its own folder of templates under `Templates/`.
public enum Style: String, CaseIterable, Codable, Sendable {
    /// Delegate-based UIKit coordinators: a `Coordinator` protocol, a finish delegate and a
    /// `CoordinatorType` enum, as in the pattern's best-known write-ups.
    case uikit
    /// UIKit coordinators that navigate through a `Router` and build screens and children through
    /// factories; a child reports its end through an `onFinish` closure.
    case router
    /// SwiftUI coordinators (iOS 16+): each flow maps its `Destination` enum to views and moves through
    /// a `NavigationStack` path, sheets and full-screen covers held by a shared `Navigator`.
    case swiftui

    /// One line for `--help` and `templates list`.
    public var summary: String {
        switch self {
        case .uikit: return "UIKit coordinators with a finish delegate and a CoordinatorType enum (default)"
        case .router: return "UIKit coordinators with a Router, factories and onFinish closures"
        case .swiftui: return "SwiftUI coordinators over a NavigationStack, with a Destination enum per flow (iOS 16+)"
        }
    }

    /// Whether the app has a UIKit `SceneDelegate` (named in Info.plist) rather than a SwiftUI `App`.
    public var usesSceneDelegate: Bool {
        switch self {
        case .uikit, .router: return true
        case .swiftui: return false
        }
    }

    /// The oldest iOS the generated code runs on: `NavigationStack` needs iOS 16.
    public var minimumDeploymentMajor: Int {
        switch self {
        case .uikit, .router: return DeploymentTarget.minimumMajor
        case .swiftui: return 16
        }
    }

    /// The templates this style has; the built-in set must provide every one.
    public var roles: [TemplateID.Role] {
        switch self {
        case .uikit:
            return [
                .coordinatorProtocol, .finishDelegate, .coordinatorType, .appCoordinator, .appDelegate, .sceneDelegate,
                .appCoordinatorTests, .appCoordinatorSwiftTests, .projectConfig, .coordinator, .coordinatorTests,
                .coordinatorSwiftTests, .screen, .openCoordinator, .pushScreen, .presentScreen, .finishDelegateConformance,
            ]
        case .router:
            return [
                .coordinatorProtocol, .baseCoordinator, .finishOutput, .router, .viewControllerFactory, .coordinatorFactory,
                .appCoordinator, .appDelegate, .sceneDelegate, .appCoordinatorTests, .appCoordinatorSwiftTests, .projectConfig,
                .coordinator, .coordinatorTests, .coordinatorSwiftTests, .screen, .openCoordinator, .pushScreen, .presentScreen,
                .makeCoordinator, .makeViewController,
            ]
        case .swiftui:
            return [
                .swiftUIApp, .coordinatorProtocol, .baseCoordinator, .appCoordinator, .navigator, .presentation,
                .coordinatorStack, .flowRoot, .appCoordinatorTests, .appCoordinatorSwiftTests, .projectConfig, .coordinator,
                .coordinatorTests, .coordinatorSwiftTests, .view, .openCoordinator, .pushScreen, .presentScreen,
                .screenDestination, .flowDestination,
            ]
        }
    }
}
