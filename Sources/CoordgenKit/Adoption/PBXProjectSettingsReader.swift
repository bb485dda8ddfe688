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
    }

    /// The native targets, with the settings of their Debug configuration (else the first one) over
    /// the project's.
    func targets(displayPath: String, projectFolder: String) -> [ProjectTarget] {
        let projectSettings = Self.chosen(model.projectBuildSettings)
        return model.targets.map { target in
            let own = Self.chosen(target.buildSettings)
            func setting(_ key: String) -> String? {
                (own[key] ?? projectSettings[key]).map { resolve($0, targetName: target.name) }
            }
            var folders: [String] = []
            var kind: ProjectFacts.FolderKind?
            if !target.synchronizedGroupIDs.isEmpty {
                kind = .synchronized
                // A synchronized group missing from the main group's tree still names its folder.
                folders = target.synchronizedGroupIDs.compactMap { id in
                    model.groupFolders[id].flatMap(relative) ?? model.document.objects[id]?["path"]?.string
                }
            } else {
                kind = .group
                folders = sourceFolders(of: target)
            }
            let productName = setting("PRODUCT_NAME")
            let module = setting("PRODUCT_MODULE_NAME").flatMap { $0.contains("$(") ? nil : $0 }
            return ProjectTarget(
                name: target.name, product: product(target.productType), productName: productName,
                moduleName: module, deploymentTarget: setting("IPHONEOS_DEPLOYMENT_TARGET"),
                swiftVersion: setting("SWIFT_VERSION"),
                folders: folders.map { projectFolder.isEmpty ? $0 : "\(projectFolder)/\($0)" }, folderKind: kind,
                concurrency: ConcurrencySettings(buildSettings: projectSettings.merging(own) { $1 }),
                reference: SourceReference(file: displayPath))
        }
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

    /// `$(TARGET_NAME)` and its `c99extidentifier` form, the only macros product names use in practice.
    private func resolve(_ value: String, targetName: String) -> String {
        value.replacingOccurrences(of: "$(TARGET_NAME:c99extidentifier)", with: ModuleName.sanitised(targetName))
            .replacingOccurrences(of: "$(TARGET_NAME)", with: targetName)
            .replacingOccurrences(of: "${TARGET_NAME}", with: targetName)
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
    private func sourceFolders(of target: PBXProjectModel.Target) -> [String] {
        var counts: [String: Int] = [:]
        for reference in target.compiledFileRefs {
            guard let absolute = model.filePaths[reference], let path = relative(absolute),
                let top = path.split(separator: "/").first, path.contains("/")
            else { continue }
            counts[String(top), default: 0] += 1
        }
        return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
    }
}
