/// The Swift language mode of the app and test targets (`SWIFT_VERSION`).
public enum SwiftLanguageMode: String, CaseIterable, Codable, Sendable {
    case swift5 = "5"
    case swift6 = "6"

    /// The build setting value.
    public var buildSetting: String { rawValue + ".0" }
}
