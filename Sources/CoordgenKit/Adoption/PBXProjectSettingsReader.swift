import Foundation

/// Reads the few facts `init` needs from an `.xcodeproj`'s `project.pbxproj`: targets, product types,
/// product and module names, deployment target, Swift version, and how each target keeps its files.
///
/// Deliberately small and private to detection, so a full project reader can replace it later.
struct PBXProjectSettingsReader {
    /// Why a project file cannot be read.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let objects: [String: [String: Any]]
    private let rootObject: [String: Any]
    let objectVersion: Int?

    /// Parses `<project>.xcodeproj/project.pbxproj` (an old-style property list).
    init(xcodeproj: URL) throws(Failure) {
        let file = xcodeproj.appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw Failure(description: "cannot read \(xcodeproj.lastPathComponent)/project.pbxproj")
        }
        let parsed: Any
        do {
            parsed = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw Failure(description: "\(xcodeproj.lastPathComponent)/project.pbxproj is not a readable project file")
        }
        guard let top = parsed as? [String: Any], let objects = top["objects"] as? [String: [String: Any]],
            let rootID = top["rootObject"] as? String, let root = objects[rootID]
        else {
            throw Failure(description: "\(xcodeproj.lastPathComponent)/project.pbxproj has no project object")
        }
        self.objects = objects
        self.rootObject = root
        self.objectVersion = (top["objectVersion"] as? String).flatMap { Int($0) }
    }

    /// The native targets, with the settings of their Debug configuration (else the first one) over
    /// the project's.
    func targets(displayPath: String, projectFolder: String) -> [ProjectTarget] {
        let projectSettings = settings(ofList: rootObject["buildConfigurationList"] as? String)
        let parents = groupParents()
        return (rootObject["targets"] as? [String] ?? []).compactMap { id -> ProjectTarget? in
            guard let target = objects[id], target["isa"] as? String == "PBXNativeTarget", let name = target["name"] as? String
            else { return nil }
            let own = settings(ofList: target["buildConfigurationList"] as? String)
            func setting(_ key: String) -> String? {
                (own[key] ?? projectSettings[key]).map { resolve($0, targetName: name) }
            }
            var folders: [String] = []
            var kind: ProjectFacts.FolderKind?
            if let synchronized = target["fileSystemSynchronizedGroups"] as? [String], !synchronized.isEmpty {
                kind = .synchronized
                folders = synchronized.compactMap { objects[$0]?["path"] as? String }
            } else {
                kind = .group
                folders = sourceFolders(of: target, parents: parents)
            }
            let productName = setting("PRODUCT_NAME")
            let module = setting("PRODUCT_MODULE_NAME").flatMap { $0.contains("$(") ? nil : $0 }
            return ProjectTarget(
                name: name, product: product(target["productType"] as? String), productName: productName,
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

    private func settings(ofList id: String?) -> [String: String] {
        guard let id, let list = objects[id], let configurations = list["buildConfigurations"] as? [String] else { return [:] }
        let chosen =
            configurations.first { objects[$0]?["name"] as? String == "Debug" } ?? configurations.first
        let raw = chosen.flatMap { objects[$0]?["buildSettings"] as? [String: Any] } ?? [:]
        return raw.compactMapValues { $0 as? String }
    }

    /// Each group's parent, to turn a file reference into a path.
    private func groupParents() -> [String: String] {
        var parents: [String: String] = [:]
        for (id, object) in objects where object["isa"] as? String == "PBXGroup" {
            for child in object["children"] as? [String] ?? [] { parents[child] = id }
        }
        return parents
    }

    /// The path of a group or file relative to the project's folder, following `<group>` parents.
    private func path(of id: String, parents: [String: String]) -> String? {
        var components: [String] = []
        var current: String? = id
        while let node = current, let object = objects[node] {
            if let path = object["path"] as? String { components.insert(path, at: 0) }
            let tree = object["sourceTree"] as? String ?? "<group>"
            if tree == "SOURCE_ROOT" { break }
            if tree != "<group>" { return nil }
            current = parents[node]
        }
        return components.joined(separator: "/")
    }

    /// The top folders of a classic target's Swift sources, most files first.
    private func sourceFolders(of target: [String: Any], parents: [String: String]) -> [String] {
        var counts: [String: Int] = [:]
        for phase in target["buildPhases"] as? [String] ?? [] where objects[phase]?["isa"] as? String == "PBXSourcesBuildPhase" {
            for buildFile in objects[phase]?["files"] as? [String] ?? [] {
                guard let reference = objects[buildFile]?["fileRef"] as? String, let path = path(of: reference, parents: parents),
                    let top = path.split(separator: "/").first, path.contains("/")
                else { continue }
                counts[String(top), default: 0] += 1
            }
        }
        return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
    }
}
