/// The Xcode release a new project is made for (`coordgen new project --xcode`): the tool versions
/// Xcode records in the project and scheme, and the target settings its iOS App template writes.
///
/// Xcode 26.0's App template (as the `project.pbxproj` files it creates have them) adds to Xcode 16's:
/// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, `SWIFT_APPROACHABLE_CONCURRENCY = YES` and
/// `SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = YES` on the app and test targets, and
/// `STRING_CATALOG_GENERATE_SYMBOLS` (`YES` on the app, `NO` on the tests); it records
/// `LastUpgradeCheck`/`LastSwiftUpdateCheck` 2600, `CreatedOnToolsVersion` 26.0 and the scheme's
/// `LastUpgradeVersion` 2600. Everything else (objectVersion 77, synchronized folders, the project's
/// settings) is the same as Xcode 16's.
public enum XcodeVersion: String, CaseIterable, Codable, Sendable {
    case xcode16 = "16"
    case xcode26 = "26"

    /// What `new project` makes without `--xcode`.
    public static let defaultValue = XcodeVersion.xcode26

    /// `LastUpgradeCheck`, `LastSwiftUpdateCheck` and the scheme's `LastUpgradeVersion`.
    var upgradeCheck: String {
        switch self {
        case .xcode16: "1600"
        case .xcode26: "2600"
        }
    }

    /// A target's `CreatedOnToolsVersion`.
    var createdOnToolsVersion: String {
        switch self {
        case .xcode16: "16.0"
        case .xcode26: "26.0"
        }
    }

    /// The default isolation and upcoming features of the App template's targets; nil for Xcode 16's
    /// (nonisolated, none).
    public var concurrency: ConcurrencySettings? {
        switch self {
        case .xcode16: nil
        case .xcode26: .xcode26AppTemplate
        }
    }

    /// Whether the App template sets `STRING_CATALOG_GENERATE_SYMBOLS` (Xcode 26).
    var setsStringCatalogSymbols: Bool { self == .xcode26 }
}
