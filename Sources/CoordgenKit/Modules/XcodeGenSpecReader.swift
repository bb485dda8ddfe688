import Foundation
import Yams

/// The one reader of an XcodeGen `project.yml` (with Yams), for `init` and for the project edit: each
/// target's type, deployment target, sources, dependencies and `SWIFT_VERSION`, with the spec's
/// `options.deploymentTarget` and base settings as defaults. The spec is read with the files it
/// includes (``XcodeGenSpecFile``) where it is read from a project folder.
struct XcodeGenSpecReader {
    /// The spec's keys, merged onto those of the files it includes.
    let spec: [String: Any]?
    let displayPath: String

    /// The spec `text` alone, its includes not followed.
    init(text: String, displayPath: String) {
        spec = (try? Yams.load(yaml: text)) as? [String: Any]
        self.displayPath = displayPath
    }

    /// The spec at `path` (relative to `root`) with the specs it includes.
    init(path: String, root: URL) {
        spec = XcodeGenSpecFile.resolved(path: path, root: root)
        displayPath = path
    }

    /// The spec `text`, the file at `path` (relative to `root`), with the specs it includes.
    init(text: String, path: String, root: URL) {
        spec = XcodeGenSpecFile.resolved(text: text, path: path, root: root)
        displayPath = path
    }

    /// The spec's `name:`, the project's name.
    var projectName: String? {
        spec?["name"] as? String
    }

    /// The build setting holding a platform's deployment target (`TVOS_DEPLOYMENT_TARGET` for tvOS).
    static func deploymentSetting(of platform: String) -> String {
        switch platform {
        case "tvOS": return "TVOS_DEPLOYMENT_TARGET"
        case "macOS": return "MACOSX_DEPLOYMENT_TARGET"
        case "watchOS": return "WATCHOS_DEPLOYMENT_TARGET"
        case "visionOS": return "XROS_DEPLOYMENT_TARGET"
        default: return "IPHONEOS_DEPLOYMENT_TARGET"
        }
    }

    func targets() -> [ProjectTarget] {
        guard let spec, let targets = spec["targets"] as? [String: Any] else {
            return []
        }
        let options = spec["options"] as? [String: Any]
        // Each platform's default (`iOS: "16.0"`, `tvOS: "17.0"`): a target takes its own platform's.
        let defaultDeployments = (options?["deploymentTarget"] as? [String: Any]) ?? [:]
        let baseSettings = (spec["settings"] as? [String: Any]).map(Self.flatSettings) ?? [:]
        return targets.keys.sorted().compactMap { name -> ProjectTarget? in
            guard let target = targets[name] as? [String: Any] else { return nil }
            let settings = (target["settings"] as? [String: Any]).map(Self.flatSettings) ?? [:]
            // `platform: tvOS`; an iOS app where the spec says nothing.
            let platform = (target["platform"] as? String) ?? "iOS"
            let sources: [String]
            switch target["sources"] {
            case let list as [Any]:
                sources = list.compactMap { ($0 as? String) ?? (($0 as? [String: Any])?["path"] as? String) }
            case let single as String: sources = [single]
            default: sources = []
            }
            var described = ProjectTarget(
                name: name, product: Self.product(target["type"] as? String),
                productName: settings["PRODUCT_NAME"], moduleName: settings["PRODUCT_MODULE_NAME"],
                deploymentTarget: Self.scalar(target["deploymentTarget"]) ?? settings[Self.deploymentSetting(of: platform)]
                    ?? Self.scalar(defaultDeployments[platform]),
                swiftVersion: settings["SWIFT_VERSION"] ?? baseSettings["SWIFT_VERSION"], folders: sources, folderKind: nil,
                concurrency: ConcurrencySettings(buildSettings: baseSettings.merging(settings) { $1 }),
                reference: SourceReference(file: displayPath))
            described.sourceGlobs = sources
            if platform != "iOS" { described.platform = platform }
            // `- target: Core`, `- framework: …`, `- package: Features` with `product: Home`.
            described.dependencies = ((target["dependencies"] as? [Any]) ?? []).compactMap { entry in
                guard let dependency = entry as? [String: Any] else { return nil }
                return (dependency["product"] as? String) ?? (dependency["target"] as? String)
            }
            return described
        }
    }

    private static func product(_ type: String?) -> ProjectTarget.Product {
        switch type {
        case "application": .app
        case "bundle.unit-test": .unitTests
        case "bundle.ui-testing": .uiTests
        case "framework", "library.static", "library.dynamic": .framework
        default: .other
        }
    }

    /// Settings given directly, under `base:`, or under `configs: Debug:`.
    private static func flatSettings(_ settings: [String: Any]) -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in settings { if let text = scalar(value) { result[key] = text } }
        if let base = settings["base"] as? [String: Any] {
            for (key, value) in base { if let text = scalar(value) { result[key] = text } }
        }
        return result
    }

    /// A YAML scalar as text (`15.0` may come back as a number).
    private static func scalar(_ value: Any?) -> String? {
        switch value {
        case let text as String: text
        case let number as Double: String(number)
        case let number as Int: String(number)
        // `YES` in a spec reads as a YAML boolean.
        case let flag as Bool: flag ? "YES" : "NO"
        default: nil
        }
    }
}
