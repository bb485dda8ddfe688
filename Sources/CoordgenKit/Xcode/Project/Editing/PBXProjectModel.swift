/// The parts of a parsed project coordgen needs, read from a `PBXDocument`: targets with their
/// Sources phases and synchronized folders, and the group tree with every group's folder and every
/// file reference's path on disk.
struct PBXProjectModel: Sendable {
    /// A `PBXNativeTarget`.
    struct Target: Sendable {
        let id: String
        let name: String
        let productType: String
        /// The product's file name, e.g. `Hotel.app`.
        let productFileName: String?
        /// The `PBXSourcesBuildPhase`, if the target has one.
        let sourcesPhaseID: String?
        /// Ids of the file references its Sources phase compiles.
        let compiledFileRefs: Set<String>
        /// Ids of its `PBXFileSystemSynchronizedRootGroup`s.
        let synchronizedGroupIDs: [String]
        /// Targets it depends on, by id.
        let dependencyTargetIDs: [String]
        /// Build settings per configuration name.
        let buildSettings: [(configuration: String, settings: [String: String])]

        var isUnitTestBundle: Bool { productType == "com.apple.product-type.bundle.unit-test" }
        var isTestBundle: Bool { productType.hasPrefix("com.apple.product-type.bundle.") && productType.contains("test") }
        var isApplication: Bool { productType == "com.apple.product-type.application" }
    }

    private(set) var document: PBXDocument
    /// The folder that holds the `.xcodeproj` (Xcode's `SOURCE_ROOT`), as an absolute path.
    let projectFolder: String
    let targets: [Target]
    /// Group, variant group or synchronized folder id → the group that lists it.
    let parents: [String: String]
    /// Absolute folder of every group and synchronized folder whose location is known.
    let groupFolders: [String: String]
    /// Absolute path of every file reference whose location is known.
    let filePaths: [String: String]
    /// The project-level build settings per configuration, which targets inherit.
    let projectBuildSettings: [(configuration: String, settings: [String: String])]
    /// The inverse of `filePaths`, for lookups in large projects.
    private let referencesByPath: [String: [String]]

    init(document: PBXDocument, projectFolder: String) {
        self.document = document
        self.projectFolder = PathMath.normalize(projectFolder)
        parents = Self.parents(in: document)
        // Folders are resolved from the main group down; `projectDirPath` moves the root when set.
        var base = self.projectFolder
        if let dir = document.project["projectDirPath"]?.string, !dir.isEmpty {
            base = PathMath.join(base, dir)
        }
        let locations = Self.locations(in: document, base: base)
        groupFolders = locations.folders
        filePaths = locations.paths
        referencesByPath = Dictionary(grouping: locations.paths.keys.sorted(), by: { locations.paths[$0]! })
        projectBuildSettings = Self.buildSettings(of: document.project, in: document)
        targets = Self.targets(in: document)
    }

    /// Group, variant group or synchronized folder id → the group that lists it.
    private static func parents(in document: PBXDocument) -> [String: String] {
        var parents: [String: String] = [:]
        for group in document.objects("PBXGroup", "PBXVariantGroup", "XCVersionGroup") {
            for child in group["children"]?.strings ?? [] { parents[child] = group.id }
        }
        return parents
    }

    /// The absolute folder of every group and synchronized folder, and the absolute path of every file
    /// reference, whose location is known: walked from the main group down, `base` being its folder.
    private static func locations(in document: PBXDocument, base: String) -> (folders: [String: String], paths: [String: String]) {
        var folders: [String: String] = [:]
        var paths: [String: String] = [:]
        let mainGroup = document.project["mainGroup"]?.string
        var queue: [(id: String, folder: String?)] = []
        if let mainGroup { queue.append((mainGroup, base)) }
        var visited: Set<String> = []
        while let (id, folder) = queue.popLast() {
            guard visited.insert(id).inserted, let object = document.objects[id] else { continue }
            switch object.isa {
            case "PBXGroup", "PBXVariantGroup", "XCVersionGroup":
                // The main group's own path, if any, is relative to the project folder.
                let own =
                    id == mainGroup
                    ? (object["path"]?.string.map { PathMath.join(base, $0) } ?? base)
                    : location(of: object, parentFolder: folder, base: base)
                if let own { folders[id] = own }
                for child in object["children"]?.strings ?? [] { queue.append((child, own)) }
            case "PBXFileSystemSynchronizedRootGroup":
                if let own = location(of: object, parentFolder: folder, base: base) { folders[id] = own }
            case "PBXFileReference":
                if let own = location(of: object, parentFolder: folder, base: base) { paths[id] = own }
            default:
                break
            }
        }
        return (folders, paths)
    }

    /// Where `object` is on disk, from its `sourceTree`: in its parent's folder, the project's, or
    /// absolute; nil for a location only a build knows (`BUILT_PRODUCTS_DIR`, `SDKROOT` …).
    private static func location(of object: PBXObject, parentFolder: String?, base: String) -> String? {
        let path = object["path"]?.string
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            guard let parentFolder else { return nil }
            return path.map { PathMath.join(parentFolder, $0) } ?? parentFolder
        case "SOURCE_ROOT":
            return path.map { PathMath.join(base, $0) } ?? base
        case "<absolute>":
            return path.map(PathMath.normalize)
        default:
            return nil
        }
    }

    /// The build settings of each configuration of `owner` (the project or a target).
    private static func buildSettings(
        of owner: PBXObject, in document: PBXDocument
    ) -> [(configuration: String, settings: [String: String])] {
        var result: [(configuration: String, settings: [String: String])] = []
        guard let list = document.object(owner["buildConfigurationList"]) else { return result }
        for configuration in (list["buildConfigurations"]?.strings ?? []).compactMap({ document.objects[$0] }) {
            var values: [String: String] = [:]
            for entry in configuration["buildSettings"]?.entries ?? [] {
                values[entry.key] = entry.value.string ?? entry.value.strings.joined(separator: " ")
            }
            result.append((configuration["name"]?.string ?? "", values))
        }
        return result
    }

    /// The native targets, in the project's order (Xcode's, kept for messages).
    private static func targets(in document: PBXDocument) -> [Target] {
        let objects = document.objects
        var targets: [Target] = []
        for target in document.objects("PBXNativeTarget") {
            let phases = (target["buildPhases"]?.strings ?? []).compactMap { objects[$0] }
            let sources = phases.first { $0.isa == "PBXSourcesBuildPhase" }
            let compiled = (sources?["files"]?.strings ?? []).compactMap { objects[$0]?["fileRef"]?.string }
            let dependencies = (target["dependencies"]?.strings ?? []).compactMap { objects[$0]?["target"]?.string }
            targets.append(
                Target(
                    id: target.id, name: target["name"]?.string ?? target.id,
                    productType: target["productType"]?.string ?? "",
                    productFileName: document.object(target["productReference"])?["path"]?.string,
                    sourcesPhaseID: sources?.id, compiledFileRefs: Set(compiled),
                    synchronizedGroupIDs: target["fileSystemSynchronizedGroups"]?.strings ?? [],
                    dependencyTargetIDs: dependencies, buildSettings: buildSettings(of: target, in: document)))
        }
        let order = document.project["targets"]?.strings ?? []
        return targets.sorted { (order.firstIndex(of: $0.id) ?? .max, $0.name) < (order.firstIndex(of: $1.id) ?? .max, $1.name) }
    }

    /// The same model, its document under another name for messages.
    func named(_ name: String) -> PBXProjectModel {
        var copy = self
        copy.document = document.named(name)
        return copy
    }

    func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// The file references that point at `path`.
    func fileReferences(at path: String) -> [String] {
        referencesByPath[path] ?? []
    }

    /// Whether `target` compiles the file at `path`, through its Sources phase or a synchronized folder.
    func compiles(_ target: Target, _ path: String) -> Bool {
        fileReferences(at: path).contains { target.compiledFileRefs.contains($0) } || synchronizedMembership(of: path, in: target) == true
    }

    /// Whether a synchronized folder puts `path` in `target`: `true` or `false` when a folder of the
    /// project covers it (its exception sets honoured), `nil` when no synchronized folder does.
    func synchronizedMembership(of path: String, in target: Target) -> Bool? {
        var covered = false
        for group in document.objects("PBXFileSystemSynchronizedRootGroup") {
            guard let folder = groupFolders[group.id], let relative = PathMath.relative(path, to: folder) else { continue }
            covered = true
            let owned = target.synchronizedGroupIDs.contains(group.id)
            // An exception set for this target lists files the folder leaves out of it (when the target
            // owns the folder) or adds to it (when it does not).
            let listed = (group["exceptions"]?.strings ?? []).compactMap { document.objects[$0] }.contains { exception in
                exception.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" && exception["target"]?.string == target.id
                    && (exception["membershipExceptions"]?.strings ?? []).contains(relative)
            }
            if owned != listed { return true }
        }
        return covered ? false : nil
    }

    /// The synchronized folder (by its path in the project) that holds `path`, if any.
    func synchronizedFolder(holding path: String) -> String? {
        document.objects("PBXFileSystemSynchronizedRootGroup").first { group in
            groupFolders[group.id].map { PathMath.relative(path, to: $0) != nil } ?? false
        }.flatMap { $0["path"]?.string }
    }
}
