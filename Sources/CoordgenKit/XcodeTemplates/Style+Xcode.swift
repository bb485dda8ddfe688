/// How each style's Xcode templates are named, so every style's bundles live in a group folder of
/// their own and one style's install never touches another's.
extension Style {
    /// The group folder under both `File Templates` and `Project Templates`, which Xcode shows as the
    /// section header: `Coordinator (coordgen)` for uikit (the name the first release installed, so
    /// existing installs stay coordgen's), `Coordinator Router (coordgen)` and
    /// `Coordinator SwiftUI (coordgen)` for the others.
    public var xcodeGroupName: String {
        self == .uikit ? "Coordinator (coordgen)" : "Coordinator \(xcodeDisplayName) (coordgen)"
    }

    /// The style's name as people write it.
    public var xcodeDisplayName: String {
        switch self {
        case .uikit: return "UIKit"
        case .router: return "Router"
        case .swiftui: return "SwiftUI"
        }
    }
}
