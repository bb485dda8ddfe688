import Foundation

/// Answers `init`'s questions about an `.xcodeproj` — targets, product types, product and module names,
/// deployment target, Swift version, and how each target keeps its files — from the same
/// byte-preserving `project.pbxproj` model (``PBXDocument``, ``PBXProjectModel``) that edits the project,
/// so the project file has one reader.
struct PBXProjectSettingsReader {
    /// Why a project file cannot be read.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let model: PBXProjectModel
    let objectVersion: Int?
    /// The `.xcodeproj`'s name without its extension (`PROJECT_NAME`).
    private let projectName: String

    /// Reads `<project>.xcodeproj/project.pbxproj` (an old-style property list) through `loader`, which
    /// parses it once for the whole command.
    init(xcodeproj: URL, loader: PBXProjectLoader = PBXProjectLoader()) throws(Failure) {
        let name = "\(xcodeproj.lastPathComponent)/project.pbxproj"
        do {
            model = try loader.model(xcodeproj: xcodeproj, name: name)
        } catch {
            guard case .unreadable = error else { throw Failure(description: "\(name) is not a readable project file") }
            throw Failure(description: "cannot read \(name)")
        }
        objectVersion = model.document.objectVersion
        projectName = xcodeproj.deletingPathExtension().lastPathComponent
    }

    /// The native targets, with the settings of their Debug configuration (else the first one) over
    /// the project's, each level over the `.xcconfig` file it is based on; references such as
    /// `$(APP_NAME)` are expanded, and one that names no setting leaves the value unknown (nil).
    func targets(displayPath: String, projectFolder: String) -> [ProjectTarget] {
        let projectLevel = settingsWithBase(of: model.document.project, chosen: Self.chosen(model.projectBuildSettings))
        return model.targets.map { target in
            let targetLevel = settingsWithBase(of: model.document.objects[target.id], chosen: Self.chosen(target.buildSettings))
            let merged = projectLevel.settings.merging(targetLevel.settings) { $1 }
            var builtIns = ["TARGET_NAME": target.name, "PROJECT_NAME": projectName]
            if merged["PRODUCT_NAME"] == nil { builtIns["PRODUCT_NAME"] = target.name }
            let macros = BuildSettingMacros(settings: builtIns.merging(merged) { $1 })
            var unresolved: [String] = []
            func setting(_ key: String) -> String? {
                guard let raw = merged[key] else { return nil }
                guard let value = macros.expand(raw) else {
                    unresolved.append("\(key) = \(raw)")
                    return nil
                }
                return value
            }
            let (folders, kind) = sourceFolders(of: target)
            let productName = setting("PRODUCT_NAME")
            let module = setting("PRODUCT_MODULE_NAME")
            // A target built for another platform only (`SDKROOT = appletvos`) has that platform's deployment.
            let platform = Self.platform(ofSDK: setting("SDKROOT"))
            var result = ProjectTarget(
                name: target.name, product: product(target.productType), productName: productName,
                moduleName: module, deploymentTarget: setting(XcodeGenSpecReader.deploymentSetting(of: platform ?? "iOS")),
                platform: platform,
                swiftVersion: setting("SWIFT_VERSION"),
                folders: folders.map { projectFolder.isEmpty ? $0 : PathMath.joinRelative(projectFolder, $0) }, folderKind: kind,
                concurrency: ConcurrencySettings(buildSettings: merged),
                reference: SourceReference(file: displayPath))
            result.unresolvedSettings = unresolved
            result.settingsFiles = projectLevel.files + targetLevel.files
            return result
        }
    }

    /// The platform of a target whose SDK is not iOS's (`appletvos` → `tvOS`); nil for iOS, for a
    /// multiplatform target (`auto`) and where the setting is absent.
    static func platform(ofSDK sdk: String?) -> String? {
        switch sdk {
        case "appletvos": return "tvOS"
        case "macosx": return "macOS"
        case "watchos": return "watchOS"
        case "xros": return "visionOS"
        default: return nil
        }
    }

    /// A level's settings over those of the `.xcconfig` its chosen configuration is based on, with the
    /// files read.
    private func settingsWithBase(
        of owner: PBXObject?, chosen settings: [String: String]
    ) -> (settings: [String: String], files: [String]) {
        guard let owner, let path = baseConfigurationPath(of: owner) else { return (settings, []) }
        let base = XCConfigFile(path: path, fence: model.projectFolder)
        return (base.settings.merging(settings) { $1 }, base.files)
    }

    /// The absolute path of the `.xcconfig` the chosen configuration of `owner` is based on: a file
    /// reference, or (Xcode 16 and later) a path inside a synchronized folder.
    private func baseConfigurationPath(of owner: PBXObject) -> String? {
        guard let list = model.document.object(owner["buildConfigurationList"]) else { return nil }
        let configurations = (list["buildConfigurations"]?.strings ?? []).compactMap { model.document.objects[$0] }
        guard let configuration = configurations.first(where: { $0["name"]?.string == "Debug" }) ?? configurations.first else { return nil }
        if let reference = configuration["baseConfigurationReference"]?.string {
            return model.filePaths[reference]
        }
        if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
            let relative = configuration["baseConfigurationReferenceRelativePath"]?.string, let folder = model.groupFolders[anchor]
        {
            return PathMath.join(folder, relative)
        }
        return nil
    }

    /// The folders of a target's sources and how it keeps them.
    private func sourceFolders(of target: PBXProjectModel.Target) -> ([String], ProjectFacts.FolderKind) {
        guard !target.synchronizedGroupIDs.isEmpty else { return (classicSourceFolders(of: target), .group) }
        // A synchronized group missing from the main group's tree still names its folder.
        let folders = target.synchronizedGroupIDs.compactMap { id in
            model.groupFolders[id].flatMap(relative) ?? model.document.objects[id]?["path"]?.string
        }
        return (folders, .synchronized)
    }

    private func product(_ type: String?) -> ProjectTarget.Product {
        switch type {
        case "com.apple.product-type.application": .app
        case "com.apple.product-type.bundle.unit-test": .unitTests
        case "com.apple.product-type.bundle.ui-testing": .uiTests
        case "com.apple.product-type.framework", "com.apple.product-type.library.static": .framework
        default: .other
        }
    }

    /// The Debug configuration's settings, else the first configuration's.
    private static func chosen(_ configurations: [(configuration: String, settings: [String: String])]) -> [String: String] {
        (configurations.first { $0.configuration == "Debug" } ?? configurations.first)?.settings ?? [:]
    }

    /// `path` relative to the project's folder, with `..` where a group climbs out of it: recorded as it
    /// is, so the next command refuses it by the key that names it (the fence) rather than guessing.
    private func relative(_ path: String) -> String? {
        PathMath.relative(path, to: model.projectFolder) ?? PathMath.relativeAllowingParents(path, to: model.projectFolder)
    }

    /// The top folders of a classic target's Swift sources, most files first.
    private func classicSourceFolders(of target: PBXProjectModel.Target) -> [String] {
        var counts: [String: Int] = [:]
        // A test bundle's own files only: one that compiles the app's sources too has the app's folder as well.
        for reference in model.ownCompiledFileRefs(of: target) {
            // Cut at the first `/` byte (`firstPathPart`): splitting every compiled file's path into
            // characters was a fifth of reading the project in the large app of `Benchmarks/LargeApp`.
            guard let absolute = model.filePaths[reference], let path = relative(absolute),
                path.utf8.contains(UInt8(ascii: "/"))
            else { continue }
            // A group climbing out of the project's folder (`../AppTests`) keeps the folder it climbs to.
            guard let top = path.hasPrefix("../") ? PathMath.topFolder(of: path) : path.firstPathPart.map(String.init) else { continue }
            counts[top, default: 0] += 1
        }
        return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
    }
}
