/// The shape of the generated code, as the CLI (`--style`) and `.coordgen.yml` (`style:`) name it.
///
/// Everything that differs between styles lives in the style's folder under `Styles/`, behind
/// `StyleDefinition`; `definition` is the only place in coordgen that switches over the styles.
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

    /// The style `new project` makes unless told otherwise.
    public static let `default` = Style.uikit

    /// What this style generates and how.
    var definition: any StyleDefinition {
        switch self {
        case .uikit: return UIKitStyle()
        case .router: return RouterStyle()
        case .swiftui: return SwiftUIStyle()
        }
    }

    /// One line for `--help` and `templates list`.
    public var summary: String { definition.summary }

    /// The oldest iOS the generated code runs on.
    public var minimumDeploymentMajor: Int { definition.minimumDeploymentMajor }

    /// The templates this style has; the built-in set must provide every one.
    public var roles: [TemplateID.Role] { definition.roles }

    /// The group folder of the style's Xcode templates, under both `File Templates` and `Project
    /// Templates`; Xcode shows it as the section header.
    public var xcodeGroupName: String { definition.xcodeGroupName }
}
