import CoordgenKit
import Foundation

/// The Swift settings of an app target that change whether code compiles, as swiftc flags: one cell
/// of the matrix a user can have in Xcode 16 and 26.
///
/// | Xcode build setting | value | swiftc |
/// | --- | --- | --- |
/// | `SWIFT_VERSION` + `SWIFT_STRICT_CONCURRENCY` | 5, minimal (Xcode's default) | `-swift-version 5` |
/// | | 5, complete | `-swift-version 5 -strict-concurrency=complete` |
/// | | 6 | `-swift-version 6` |
/// | `SWIFT_DEFAULT_ACTOR_ISOLATION` | `MainActor` | `-default-isolation MainActor` |
/// | `SWIFT_APPROACHABLE_CONCURRENCY` | `YES` | `-enable-upcoming-feature` for each of ``approachableFeatures`` |
/// | `SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY` | `YES` | `-enable-upcoming-feature MemberImportVisibility` |
///
/// Approachable concurrency is the group swift-build's `Swift.xcspec` turns on
/// (swiftlang/swift-build#506): three Swift 6 features, which Swift 6 mode already has (swiftc warns
/// "already enabled" when they are passed there, so they are not), and two newer ones.
struct LanguageSettings: Hashable, Sendable, CustomStringConvertible {
    /// The language mode with its concurrency checking.
    enum Mode: CaseIterable, Sendable {
        /// Swift 5 with Xcode's default `SWIFT_STRICT_CONCURRENCY = minimal`.
        case swift5Minimal
        /// Swift 5 with `SWIFT_STRICT_CONCURRENCY = complete`, which also turns on isolated default
        /// values (SE-0411): it does not report everything minimal reports.
        case swift5Complete
        case swift6

        var swiftVersion: Int { self == .swift6 ? 6 : 5 }
    }

    /// `SWIFT_DEFAULT_ACTOR_ISOLATION` (SE-0466).
    enum DefaultIsolation: CaseIterable, Sendable {
        case nonisolated, mainActor
    }

    var mode: Mode
    var defaultIsolation: DefaultIsolation = .nonisolated
    var approachableConcurrency = false
    var memberImportVisibility = false

    var swiftVersion: Int { mode.swiftVersion }

    /// The upcoming features `SWIFT_APPROACHABLE_CONCURRENCY = YES` enables, in every language mode.
    static let approachableFeatures = ConcurrencySettings.approachableConcurrencyFeatures
    /// The part of ``approachableFeatures`` Swift 6 mode does not already have.
    static let approachableFeaturesAfterSwift6 = ["NonisolatedNonsendingByDefault", "InferIsolatedConformances"]

    /// What the suite checked before it had cells: Swift 5 with complete checking, or Swift 6.
    init(swiftVersion: Int) {
        precondition([5, 6].contains(swiftVersion), "SwiftCompiler supports Swift 5 and 6, not \(swiftVersion)")
        self.init(mode: swiftVersion == 5 ? .swift5Complete : .swift6)
    }

    init(
        mode: Mode, defaultIsolation: DefaultIsolation = .nonisolated, approachableConcurrency: Bool = false,
        memberImportVisibility: Bool = false
    ) {
        self.mode = mode
        self.defaultIsolation = defaultIsolation
        self.approachableConcurrency = approachableConcurrency
        self.memberImportVisibility = memberImportVisibility
    }

    /// What a new app target of Xcode 26's App template has, in a language mode.
    static func xcode26(_ mode: Mode) -> LanguageSettings {
        LanguageSettings(mode: mode, defaultIsolation: .mainActor, approachableConcurrency: true, memberImportVisibility: true)
    }

    /// `swiftVersion`'s settings (see ``init(swiftVersion:)``) with the default isolation and upcoming
    /// features the project of `sources` records in its `.coordgen.yml` (the nearest above the first
    /// source), as Xcode builds the project: an Xcode 26 project is MainActor by default.
    init(swiftVersion: Int, recordedFor sources: [URL]) {
        self.init(swiftVersion: swiftVersion)
        var folder = sources.first?.deletingLastPathComponent()
        while let current = folder, current.path != "/" {
            let file = current.appendingPathComponent(Project.configFileName)
            if FileManager.default.fileExists(atPath: file.path) {
                if let concurrency = (try? Project.load(file))?.concurrency {
                    defaultIsolation = concurrency.isMainActorByDefault ? .mainActor : .nonisolated
                    approachableConcurrency = ConcurrencySettings.approachableConcurrencyFeatures.allSatisfy(concurrency.enables)
                    memberImportVisibility = concurrency.enables("MemberImportVisibility")
                }
                return
            }
            folder = current.deletingLastPathComponent()
        }
    }

    /// The cell a target's build settings make, as Xcode reads them: `SWIFT_VERSION`,
    /// `SWIFT_STRICT_CONCURRENCY`, `SWIFT_DEFAULT_ACTOR_ISOLATION`, `SWIFT_APPROACHABLE_CONCURRENCY`
    /// and `SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY` (through ``ConcurrencySettings``, the
    /// reader `init` uses). Nil for a language mode other than 5 and 6.
    init?(buildSettings: [String: String]) {
        let mode: Mode
        switch buildSettings["SWIFT_VERSION"].map({ String($0.prefix { $0 != "." }) }) {
        case "6": mode = .swift6
        case "5": mode = buildSettings["SWIFT_STRICT_CONCURRENCY"] == "complete" ? .swift5Complete : .swift5Minimal
        default: return nil
        }
        self.init(mode: mode)
        if let concurrency = ConcurrencySettings(buildSettings: buildSettings) {
            defaultIsolation = concurrency.isMainActorByDefault ? .mainActor : .nonisolated
            approachableConcurrency = ConcurrencySettings.approachableConcurrencyFeatures.allSatisfy(concurrency.enables)
            memberImportVisibility = concurrency.enables("MemberImportVisibility")
        }
    }

    /// The settings XCTest sources are checked with: nonisolated by default instead of MainActor.
    /// swift-corelibs-xctest's `XCTestCase` is a Swift class with a `required init(name:testClosure:)`,
    /// whose synthesized override in a MainActor-by-default subclass is refused (swiftlang/swift#84644);
    /// Apple's `XCTestCase` is imported from Objective-C, where such an override is allowed. Generated
    /// XCTest cases spell `@MainActor` out, so they are checked as they are; Swift Testing sources keep
    /// the cell's settings.
    func forTests(_ sources: [URL]) -> LanguageSettings {
        let usesXCTest = sources.contains { ((try? String(contentsOf: $0, encoding: .utf8)) ?? "").contains("import XCTest") }
        guard usesXCTest, defaultIsolation == .mainActor else { return self }
        var adjusted = self
        adjusted.defaultIsolation = .nonisolated
        return adjusted
    }

    /// What `.coordgen.yml` records of the cell (`concurrency:`); nil for none of its settings.
    var concurrency: ConcurrencySettings? {
        var features: [String] = []
        if approachableConcurrency { features += ConcurrencySettings.approachableConcurrencyFeatures }
        if memberImportVisibility { features.append("MemberImportVisibility") }
        guard defaultIsolation == .mainActor || !features.isEmpty else { return nil }
        return ConcurrencySettings(
            defaultIsolation: defaultIsolation == .mainActor ? .mainActor : nil, upcomingFeatures: features.isEmpty ? nil : features)
    }

    /// The swiftc flags.
    var flags: [String] {
        var flags: [String]
        switch mode {
        case .swift5Minimal: flags = ["-swift-version", "5"]
        case .swift5Complete: flags = ["-swift-version", "5", "-strict-concurrency=complete"]
        case .swift6: flags = ["-swift-version", "6"]
        }
        if defaultIsolation == .mainActor {
            flags += ["-default-isolation", "MainActor"]
        }
        var features: [String] = []
        if approachableConcurrency {
            features += mode == .swift6 ? Self.approachableFeaturesAfterSwift6 : Self.approachableFeatures
        }
        if memberImportVisibility {
            features.append("MemberImportVisibility")
        }
        return flags + features.flatMap { ["-enable-upcoming-feature", $0] }
    }

    /// Every cell of language mode × default isolation × approachable concurrency (12), with member
    /// import visibility on in half of them so that it meets every value of each other setting: on
    /// exactly when one of MainActor isolation and approachable concurrency is. Member import
    /// visibility only hides members, so it cannot interact with the concurrency settings beyond that.
    static let matrix: [LanguageSettings] = Mode.allCases.flatMap { mode in
        DefaultIsolation.allCases.flatMap { isolation in
            [false, true].map { approachable in
                LanguageSettings(
                    mode: mode, defaultIsolation: isolation, approachableConcurrency: approachable,
                    memberImportVisibility: (isolation == .mainActor) != approachable)
            }
        }
    }

    /// Six cells in which every pair of values of two settings occurs — language mode, default
    /// isolation, approachable concurrency and member import visibility, each varied on its own — for
    /// checks that cannot afford all of ``matrix`` (a covering array of strength 2: 3 × 2 rows).
    static let pairwiseCover: [LanguageSettings] = [
        (Mode.swift5Minimal, DefaultIsolation.nonisolated, false, false), (.swift5Minimal, .mainActor, true, true),
        (.swift5Complete, .nonisolated, true, true), (.swift5Complete, .mainActor, false, false),
        (.swift6, .nonisolated, false, true), (.swift6, .mainActor, true, false),
    ].map { LanguageSettings(mode: $0.0, defaultIsolation: $0.1, approachableConcurrency: $0.2, memberImportVisibility: $0.3) }

    /// Such as "Swift 5 (minimal), MainActor, approachable, member import visibility".
    var description: String {
        let mode =
            switch mode {
            case .swift5Minimal: "Swift 5 (minimal)"
            case .swift5Complete: "Swift 5 (complete)"
            case .swift6: "Swift 6"
            }
        return [
            mode, defaultIsolation == .mainActor ? "MainActor" : "nonisolated",
            approachableConcurrency ? "approachable" : nil, memberImportVisibility ? "member import visibility" : nil,
        ].compactMap { $0 }.joined(separator: ", ")
    }
}
