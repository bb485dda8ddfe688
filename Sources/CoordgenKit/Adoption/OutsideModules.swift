import Foundation

/// A module the app's build finds outside the folders coordgen walks: a local Swift package the app's
/// project references (`XCLocalSwiftPackageReference`, or a package folder added to the project), a pod
/// whose sources are checked in under `Pods/`, or a framework target of another Xcode project the app's
/// project references. Its Swift files are read, never written.
struct OutsideModule: Sendable, Equatable {
    /// The module the app imports (`CoordinatorKit`).
    let name: String
    /// Where it comes from, as `init` says it: "the local package ../CoordinatorKit".
    let origin: String
    /// Its source folders, relative to the app's root (`../CoordinatorKit/Sources/CoordinatorKit`, `Pods/Kit`).
    let folders: [String]
}

/// Finds the ``OutsideModule``s the app's projects reference, and the ones they reference that are not
/// there (a pod not checked in, a package folder missing from the repository).
enum OutsideModules {
    /// The modules found, and what is referenced but absent, each said as "the pods of Podfile (Pods/ is
    /// not checked in)".
    static func referenced(by sources: AppSources) -> (found: [OutsideModule], missing: [String]) {
        var found: [OutsideModule] = []
        var missing: [String] = []
        for project in sources.xcodeProjects where !project.contains("/") {
            guard let model = OtherAppProjects.model(of: project, root: sources.root, loader: sources.projectFiles) else { continue }
            for folder in packageFolders(in: model) {
                let relative = PathMath.relativeAllowingParents(folder, to: rootPath(sources))
                // A package inside the root is walked with the app already.
                guard relative.hasPrefix("../") else { continue }
                if let modules = packageModules(at: relative, sources: sources) {
                    found += modules
                } else {
                    missing.append("the local package \(relative)")
                }
            }
            found += frameworkModules(referencedBy: model, sources: sources)
        }
        let pods = podModules(in: sources)
        found += pods.found
        missing += pods.missing
        return (found, missing)
    }

    /// The folders of the local packages a project references: `XCLocalSwiftPackageReference`s, and
    /// file references to a folder (a package dragged into the project), absolute.
    private static func packageFolders(in model: PBXProjectModel) -> [String] {
        let references = model.document.objects("XCLocalSwiftPackageReference").compactMap { reference in
            reference["relativePath"]?.string.map { PathMath.join(model.projectFolder, $0) }
        }
        let added = model.document.objects("PBXFileReference").filter {
            ["wrapper", "folder"].contains($0["lastKnownFileType"]?.string ?? "")
        }
        .compactMap { model.filePaths[$0.id] }
        .filter { FileManager.default.fileExists(atPath: $0 + "/Package.swift") }
        return Array(Set(references + added)).sorted()
    }

    /// The library targets of the package at `folder` (relative to the root), or nil where it has no manifest.
    private static func packageModules(at folder: String, sources: AppSources) -> [OutsideModule]? {
        let manifest = folder + "/Package.swift"
        guard let text = try? String(contentsOfFile: rootPath(sources) + "/" + manifest, encoding: .utf8) else { return nil }
        return PackageManifestReader(text: text, displayPath: manifest).targets().filter { $0.product == .framework }.map { target in
            OutsideModule(name: target.module, origin: "the local package \(folder)", folders: target.folders)
        }
    }

    /// The framework targets of the other Xcode projects a project references (`BaseKit.xcodeproj`
    /// added to the app's project), outside the root.
    private static func frameworkModules(referencedBy model: PBXProjectModel, sources: AppSources) -> [OutsideModule] {
        let root = rootPath(sources)
        let projects = model.document.objects("PBXFileReference").filter { $0["lastKnownFileType"]?.string == "wrapper.pb-project" }
            .compactMap { model.filePaths[$0.id] }.filter { PathMath.relative($0, to: root) == nil }
        return projects.flatMap { project -> [OutsideModule] in
            let relative = PathMath.relativeAllowingParents(project, to: root)
            guard let reader = try? PBXProjectSettingsReader(xcodeproj: URL(fileURLWithPath: project), loader: sources.projectFiles)
            else { return [] }
            let targets = reader.targets(displayPath: relative, projectFolder: ModuleScope.folder(of: relative))
            return targets.filter { $0.product == .framework && !$0.folders.isEmpty }.map { target in
                OutsideModule(
                    name: target.module, origin: "the framework \(target.name) of the project \(relative)", folders: target.folders)
            }
        }
    }

    /// The Swift files of `module`, relative to the root, sorted.
    static func swiftFiles(of module: OutsideModule, sources: AppSources) -> [String] {
        let root = rootPath(sources)
        return module.folders.flatMap { folder in
            SwiftFileWalker.walk(root + "/" + folder).swift.map { "\(folder)/\($0)" }
        }.sorted()
    }

    private static func rootPath(_ sources: AppSources) -> String {
        PathMath.normalize(sources.root.standardizedFileURL.path)
    }
}
