import Foundation

/// The app target's Swift settings that change what generated code must say about isolation: its
/// default actor isolation (SE-0466) and the upcoming features it enables. `.coordgen.yml` records them
/// under `concurrency:` — `coordgen init` from the project's build settings, `coordgen new project` as
/// it writes them — and generation follows: no `@MainActor` where it is the default, and `nonisolated`
/// where an isolated conformance would be inferred.
///
/// Absent means what Xcode 16 and every older project have: nonisolated by default, no upcoming feature.
public struct ConcurrencySettings: Codable, Equatable, Sendable {
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION`.
    public enum DefaultIsolation: String, Codable, Equatable, Sendable {
        case mainActor = "MainActor"
        case nonisolated
    }

    /// The default isolation; absent means nonisolated.
    public var defaultIsolation: DefaultIsolation?
    /// The upcoming features by their compiler names (`MemberImportVisibility`), sorted;
    /// `SWIFT_APPROACHABLE_CONCURRENCY = YES` counts as the features it enables.
    public var upcomingFeatures: [String]?

    public init(defaultIsolation: DefaultIsolation? = nil, upcomingFeatures: [String]? = nil) {
        self.defaultIsolation = defaultIsolation
        self.upcomingFeatures = upcomingFeatures.map { Array(Set($0)).sorted() }
    }

    /// The upcoming features `SWIFT_APPROACHABLE_CONCURRENCY = YES` enables (swift-build's
    /// `Swift.xcspec`): three Swift 6 features and the two of Swift 6.2.
    public static let approachableConcurrencyFeatures = [
        "DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferIsolatedConformances",
        "InferSendableFromCaptures", "NonisolatedNonsendingByDefault",
    ]

    /// What Xcode 26's App template sets on the app and test targets: MainActor by default,
    /// approachable concurrency and member import visibility.
    public static let xcode26AppTemplate = ConcurrencySettings(
        defaultIsolation: .mainActor, upcomingFeatures: approachableConcurrencyFeatures + ["MemberImportVisibility"])

    /// The settings of a target's build settings (`SWIFT_DEFAULT_ACTOR_ISOLATION`,
    /// `SWIFT_APPROACHABLE_CONCURRENCY`, `SWIFT_UPCOMING_FEATURE_<NAME> = YES` and
    /// `-enable-upcoming-feature <Name>` in `OTHER_SWIFT_FLAGS`); nil when none of them is set.
    public init?(buildSettings: [String: String]) {
        var isolation: DefaultIsolation?
        switch buildSettings["SWIFT_DEFAULT_ACTOR_ISOLATION"]?.trimmingCharacters(in: .init(charactersIn: "\" ")) {
        case "MainActor": isolation = .mainActor
        case "nonisolated": isolation = .nonisolated
        default: isolation = nil
        }
        var features: [String] = []
        if Self.isYes(buildSettings["SWIFT_APPROACHABLE_CONCURRENCY"]) {
            features += Self.approachableConcurrencyFeatures
        }
        let prefix = "SWIFT_UPCOMING_FEATURE_"
        for (key, value) in buildSettings where key.hasPrefix(prefix) && Self.isYes(value) {
            features.append(Self.featureName(settingSuffix: String(key.dropFirst(prefix.count))))
        }
        if let flags = buildSettings["OTHER_SWIFT_FLAGS"] {
            let words = flags.split(whereSeparator: { $0 == " " || $0 == "\"" || $0 == "," || $0 == "(" || $0 == ")" })
            for (index, word) in words.enumerated() where word == "-enable-upcoming-feature" && index + 1 < words.count {
                features.append(String(words[index + 1]))
            }
        }
        guard isolation != nil || !features.isEmpty else { return nil }
        self.init(defaultIsolation: isolation, upcomingFeatures: features.isEmpty ? nil : features)
    }

    /// Whether undeclared types and functions are main-actor isolated.
    public var isMainActorByDefault: Bool { defaultIsolation == .mainActor }

    /// Whether the compiler infers isolated conformances (SE-0470), as it does with
    /// `InferIsolatedConformances` and in MainActor-by-default mode: a conformance that must stay
    /// usable anywhere is then written `nonisolated`. Both need Swift 6.2, which has that spelling.
    public var infersIsolatedConformances: Bool {
        isMainActorByDefault || enables("InferIsolatedConformances")
    }

    public func enables(_ feature: String) -> Bool {
        upcomingFeatures?.contains(feature) ?? false
    }

    /// One line for `init`'s findings, such as "default isolation MainActor; upcoming features …".
    public var summary: String {
        let isolation = "default isolation \(defaultIsolation?.rawValue ?? "nonisolated")"
        guard let features = upcomingFeatures, !features.isEmpty else { return isolation }
        return "\(isolation); upcoming features \(features.joined(separator: ", "))"
    }

    /// The build settings Xcode writes for these settings: `SWIFT_DEFAULT_ACTOR_ISOLATION`,
    /// `SWIFT_APPROACHABLE_CONCURRENCY = YES` when every feature of it is on, and
    /// `SWIFT_UPCOMING_FEATURE_<NAME> = YES` for each other feature.
    public var buildSettings: [String: String] {
        var settings: [String: String] = [:]
        if let defaultIsolation { settings["SWIFT_DEFAULT_ACTOR_ISOLATION"] = defaultIsolation.rawValue }
        var features = Set(upcomingFeatures ?? [])
        if Set(Self.approachableConcurrencyFeatures).isSubset(of: features) {
            settings["SWIFT_APPROACHABLE_CONCURRENCY"] = "YES"
            features.subtract(Self.approachableConcurrencyFeatures)
        }
        for feature in features {
            settings["SWIFT_UPCOMING_FEATURE_" + Self.settingSuffix(featureName: feature)] = "YES"
        }
        return settings
    }

    /// `MemberImportVisibility` → `MEMBER_IMPORT_VISIBILITY`.
    static func settingSuffix(featureName: String) -> String {
        var words: [String] = []
        for character in featureName {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character)
        }
        return words.joined(separator: "_").uppercased()
    }

    /// `MEMBER_IMPORT_VISIBILITY` → `MemberImportVisibility`.
    static func featureName(settingSuffix: String) -> String {
        settingSuffix.split(separator: "_").map { $0.prefix(1) + $0.dropFirst().lowercased() }.joined()
    }

    private static func isYes(_ value: String?) -> Bool {
        guard let value else { return false }
        return ["YES", "yes", "true", "\"YES\""].contains(value.trimmingCharacters(in: .whitespaces))
    }
}
