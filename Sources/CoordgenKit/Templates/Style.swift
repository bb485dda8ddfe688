/// The shape of the generated code. Each style has its own folder of templates under `Templates/`.
public enum Style: String, CaseIterable, Codable, Sendable {
    /// Delegate-based UIKit coordinators: a `Coordinator` protocol, a finish delegate and a
    /// `CoordinatorType` enum, as in the pattern's best-known write-ups.
    case uikit

    /// One line for `--help` and `templates list`.
    public var summary: String {
        switch self {
        case .uikit: return "UIKit coordinators with a finish delegate and a CoordinatorType enum (default)"
        }
    }
}
