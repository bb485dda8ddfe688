/// The decisions generation takes from an app's shape, in one place so every generator agrees.
extension AppShape {
    /// Whether generated coordinators (and the parent methods that start them) are main-actor
    /// isolated: only where the app's protocol is, the app builds in Swift 6 mode or is MainActor by
    /// default, so a parent and its child always agree and the wiring compiles.
    public var isolatesCoordinators: Bool {
        `protocol`.mainActor || project.swiftVersion == SwiftLanguageMode.swift6.rawValue
            || concurrency?.isMainActorByDefault == true
    }

    /// Whether conformances that must be usable off the main actor (`Hashable` of coordinators and of
    /// destinations) are written `nonisolated`, because the compiler would infer isolated ones.
    public var writesNonisolatedConformances: Bool {
        concurrency?.infersIsolatedConformances == true
    }

    /// Whether those conformances are declared in an extension per compiler instead: `nonisolated
    /// Hashable` under `#if compiler(>=6.2)`, plain `Hashable` below. The app's settings do not infer
    /// isolated conformances, but its files still must compile where Swift 6.2 does (a package or
    /// target that is MainActor by default or has approachable concurrency), and the compilers of
    /// Xcode 16 (Swift 6.0 and 6.1) do not parse `nonisolated` there; they skip an inactive
    /// `#if compiler` branch without parsing it.
    public var declaresHashablePerCompiler: Bool {
        !writesNonisolatedConformances
    }

    /// Whether a UIKit screen's `#Preview` needs `@available(iOS 17.0, *)`: UIKit's preview macros are
    /// iOS 17, and the app supports older versions (an unknown deployment target counts as older).
    public var uikitPreviewsNeedAvailability: Bool {
        guard let target = project.deploymentTarget, let major = Int(target.split(separator: ".").first ?? "") else { return true }
        return major < 17
    }

    /// Whether the app's deployment target has SwiftUI's `NavigationStack` (iOS 16); below that a new
    /// view's preview shows it in a `NavigationView`. An unknown deployment target counts as new enough.
    public var hasNavigationStack: Bool {
        guard let target = project.deploymentTarget, let major = Int(target.split(separator: ".").first ?? "") else { return true }
        return major >= 16
    }

    /// Whether screens may use `UIButton(type:primaryAction:)`, which is iOS 14; below that they use
    /// target-action buttons. An unknown deployment target counts as new enough.
    public var usesPrimaryActionButtons: Bool {
        guard let target = project.deploymentTarget, let major = Int(target.split(separator: ".").first ?? "") else { return true }
        return major >= 14
    }

    /// Where a generated test goes and how it is written, or nil when the app has no test target (no
    /// test is generated then, rather than one that belongs to no target).
    public var generatedTests: (folder: String, framework: ProjectFacts.TestFramework, module: String)? {
        guard project.testTarget != nil, let folder = project.testFolder else { return nil }
        return (folder, project.testFramework ?? .xctest, module)
    }

    /// The modules a generated coordinator file imports: UIKit, the module declaring the protocol
    /// when it is not the app's, and those declaring the types of properties the protocol requires.
    public var generatedImports: [String] {
        let own = ["UIKit"] + (layout.protocolModule.map { [$0] } ?? [])
        return own + (self.protocol.requirementImports ?? []).filter { !own.contains($0) }
    }
}

extension ProjectConfig {
    /// The kinds of file generation places.
    public enum GeneratedFileKind: Sendable {
        case coordinator, screen, test
    }

    /// The folder (relative to `.coordgen.yml`) where a new file of `kind` for the flow `flow` goes:
    /// the `layout:` pattern with the flow's name put in, its area (`*`) taken from `near` (the folder
    /// of the flow it goes beside), else the `paths:` folder.
    public func folder(for kind: GeneratedFileKind, flow: String, near: String? = nil) -> String {
        let (pattern, fallback) = layoutPattern(for: kind)
        return pattern.flatMap { LayoutConventions.folder($0, flow: flow, near: near) } ?? fallback
    }

    /// The `layout:` pattern for files of `kind`, if any, and the `paths:` folder.
    public func layoutPattern(for kind: GeneratedFileKind) -> (pattern: String?, fallback: String) {
        switch kind {
        case .coordinator: (layout?.coordinators, paths.coordinators)
        case .screen: (layout?.screens, paths.screens)
        case .test: (layout?.tests, paths.tests)
        }
    }
}
