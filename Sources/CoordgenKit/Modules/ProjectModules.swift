import Foundation

/// The modules a project's manifests describe — the targets of a Tuist `Project.swift` or an XcodeGen
/// `project.yml`, and the targets of every local `Package.swift` — with their folders and the targets
/// they depend on, to answer "which module compiles this file" and "can this module use that one".
///
/// An `.xcodeproj` alone says nothing here: its membership is edited by ``XcodeProjectMembership``.
struct ProjectModules {
    /// A target and the manifest that declares it.
    struct Module: Equatable {
        var target: ProjectTarget
        /// The manifest's path relative to the project root (`Project.swift`, `Packages/Features/Package.swift`).
        var manifest: String
        /// Whether the manifest is a Swift package's.
        var isPackage: Bool

        var name: String { target.name }
    }

    let modules: [Module]

    init(modules: [Module]) {
        self.modules = modules
    }

    /// The modules of the project whose sources are `sources` and whose project file is of `kind`: its
    /// Tuist or XcodeGen targets (as `.coordgen.yml`'s `project.kind` says) and its local packages'
    /// targets, read from the one reading of its sources (``AppModel/modules`` holds them per command).
    init(sources: AppSources, kind: ProjectFacts.Kind?, specFile: String? = nil) {
        var modules: [Module] = []
        switch kind {
        case .tuist:
            modules += Self.tuistModules(in: sources)
        case .xcodegen:
            let file = specFile ?? "project.yml"
            modules += XcodeGenSpecReader(path: file, root: sources.root).targets().map {
                Module(target: $0, manifest: file, isPackage: false)
            }
        default:
            break
        }
        self.modules = modules + Self.packageModules(in: sources)
    }

    /// The targets of every local `Package.swift` in the sources.
    static func packageModules(in sources: AppSources) -> [Module] {
        sources.paths.filter { $0 == "Package.swift" || $0.hasSuffix("/Package.swift") }.flatMap { manifest in
            sources.text(of: manifest).map { text in
                PackageManifestReader(text: text, displayPath: manifest).targets().map {
                    Module(target: $0, manifest: manifest, isPackage: true)
                }
            } ?? []
        }
    }

    /// The targets of every Tuist manifest in the sources, a templated manifest's module named by what
    /// the app's files import.
    static func tuistModules(in sources: AppSources) -> [Module] {
        let manifests = tuistManifests(in: sources.paths)
        let helpers = manifests.isEmpty ? .none : TuistTargetHelpers.of(sources)
        return manifests.flatMap { manifest -> [Module] in
            guard let text = sources.text(of: manifest) else { return [] }
            var reader = TuistManifestReader(text: text, displayPath: manifest, folder: ModuleScope.folder(of: manifest))
            reader.targetHelpers = helpers
            reader.rootName = sources.root.lastPathComponent
            reader.isImported = { name in
                !sources.paths(containing: "import \(name)\n").isEmpty || !sources.paths(containing: "import \(name)\r").isEmpty
            }
            return reader.targets().map { Module(target: $0, manifest: manifest, isPackage: false) }
        }
    }

    /// `Project.swift` files at the root and up to four folders down (`Projects/App/Project.swift`,
    /// `Projects/Feature/Home/Presentation/Project.swift`), outside Tuist's own folder.
    static func tuistManifests(in paths: [String]) -> [String] {
        paths.filter { path in
            (path == "Project.swift" || path.hasSuffix("/Project.swift")) && path.split(separator: "/").count <= 5
                && !path.hasPrefix("Tuist/")
        }.sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
    }

    /// Whether the manifests say which module compiles a file at `path`: inside a local package, or
    /// anywhere in a project whose targets a manifest lists. For a file of an `.xcodeproj` they do not.
    func describes(_ path: String) -> Bool {
        package(holding: path) != nil || modules.contains { !$0.isPackage }
    }

    /// The module whose folders hold `path` (the deepest folder wins): within the innermost package that
    /// holds the path, only that package's targets, since SwiftPM compiles nothing else there.
    func module(compiling path: String) -> Module? {
        let candidates =
            (package(holding: path).map { manifest in modules.filter { $0.manifest == manifest } } ?? modules.filter { !$0.isPackage })
            .filter { $0.target.product != .unitTests && $0.target.product != .uiTests }
        guard let target = ModuleScope.target(holding: path, in: candidates.map(\.target)) else { return nil }
        return candidates.first { $0.target == target }
    }

    /// The module that would compile a new file in `folder` (relative to the project root).
    func module(compilingNewFileIn folder: String) -> Module? {
        module(compiling: folder.isEmpty ? "New.swift" : "\(folder)/New.swift")
    }

    /// The module named `name` (a target's name or its module name).
    func module(named name: String) -> Module? {
        modules.first { $0.name == name } ?? modules.first { $0.target.module == name }
    }

    /// Whether code in `user` may import `used`: the same module, or one `user` names in its dependencies.
    func canUse(_ used: Module, from user: Module) -> Bool {
        used == user || user.target.dependencies.contains(used.name)
    }

    /// The modules code in `user` may import, itself first.
    func usable(from user: Module) -> [Module] {
        [user] + modules.filter { $0 != user && canUse($0, from: user) }
    }

    /// The manifest of the innermost local package whose folder holds `path`. A package at the project
    /// root (a `Package.swift` beside the `.xcodeproj`, often for the team's tools) holds only what its
    /// targets' folders hold: the rest of the root is the app's, as ``ModuleScope`` has it.
    private func package(holding path: String) -> String? {
        modules.filter(\.isPackage).filter { module in
            let folder = ModuleScope.folder(of: module.manifest)
            return folder.isEmpty ? ModuleScope.target(holding: path, in: [module.target]) != nil : path.hasPrefix(folder + "/")
        }.map(\.manifest).max { $0.count < $1.count }
    }
}
