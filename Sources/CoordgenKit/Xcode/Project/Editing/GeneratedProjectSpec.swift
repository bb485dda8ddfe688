import Foundation

/// A project whose `.xcodeproj` is generated from a spec (XcodeGen's `project.yml`, Tuist's
/// `Project.swift`): coordgen never edits the generated project, it checks that the spec's source
/// globs take in the new files and says how to regenerate.
struct GeneratedProjectSpec {
    enum Tool: String {
        case xcodeGen = "XcodeGen"
        case tuist = "Tuist"

        /// The command that regenerates the project.
        var command: String {
            switch self {
            case .xcodeGen: return "xcodegen generate"
            case .tuist: return "tuist generate"
            }
        }
    }

    let tool: Tool
    /// The spec file.
    let file: URL
    /// Source globs by target, absolute (a plain folder stands for everything below it).
    let sources: [(target: String, globs: [String])]

    /// The spec in `folders` (the config's folder and the project's), if there is one, read with the
    /// one XcodeGen or Tuist reader; a `Project.swift` through `sources`, which may have read it already,
    /// or as `planned` gives it when the command edits it.
    static func find(in folders: [URL], sources: AppSources, planned: (URL) -> String? = { _ in nil }) -> GeneratedProjectSpec? {
        for folder in folders {
            let base = folder.standardizedPath
            let yml = folder.appendingPathComponent("project.yml")
            if FileManager.default.fileExists(atPath: yml.path) {
                let targets = XcodeGenSpecReader(path: "project.yml", root: folder).targets()
                return GeneratedProjectSpec(tool: .xcodeGen, file: yml, sources: globs(of: targets, base: base))
            }
            let swift = folder.appendingPathComponent("Project.swift")
            let tuistFolder = folder.appendingPathComponent("Tuist")
            if FileManager.default.fileExists(atPath: swift.path) || FileManager.default.fileExists(atPath: tuistFolder.path) {
                let text =
                    planned(swift) ?? sources.relativePath(of: swift).flatMap(sources.text(of:))
                    ?? RegularFileReader.text(atPath: swift.path) ?? ""
                var reader = TuistManifestReader(text: text, displayPath: "Project.swift", folder: "")
                // Targets the manifest makes through the project's helpers (`Project.app(name: …)`).
                reader.targetHelpers = TuistTargetHelpers.of(sources)
                reader.rootName = folder.lastPathComponent
                let targets = reader.targets()
                return GeneratedProjectSpec(
                    tool: .tuist, file: swift,
                    sources: globs(of: targets, base: base) + nestedTuistGlobs(below: folder, sources: sources, planned: planned))
            }
        }
        return nil
    }

    /// The source globs of the Tuist manifests in folders below `folder` (`Projects/Feature/Home/Project.swift`,
    /// one per module), each made absolute from its manifest's folder.
    private static func nestedTuistGlobs(below folder: URL, sources: AppSources, planned: (URL) -> String?) -> [(String, [String])] {
        let path = folder.standardizedPath
        guard let prefix = path == sources.root.standardizedPath ? "" : sources.relativePath(of: folder) else { return [] }
        let modules = ProjectModules.tuistModules(in: sources).filter { module in
            module.manifest.contains("/") && (prefix.isEmpty || module.manifest.hasPrefix(prefix + "/"))
        }
        return Dictionary(grouping: modules, by: \.manifest).sorted { $0.key < $1.key }.flatMap { manifest, modules -> [(String, [String])] in
            let url = sources.root.appendingPathComponent(manifest)
            let manifestFolder = url.deletingLastPathComponent().standardizedPath
            // A manifest the command edits is read as it will be.
            let targets = planned(url).map { TuistManifestReader(text: $0, displayPath: manifest, folder: "").targets() } ?? modules.map(\.target)
            return globs(of: targets, base: manifestFolder)
        }
    }

    /// The files no target's sources take in.
    func uncovered(_ files: [String]) -> [String] {
        files.filter { file in !sources.contains { $0.globs.contains { Glob.matches(file, pattern: $0) } } }
    }

    /// Each target's sources made absolute, in the targets' order.
    private static func globs(of targets: [ProjectTarget], base: String) -> [(String, [String])] {
        targets.map { target in (target.name, target.sourceGlobs.map { PathMath.join(base, $0) }) }
    }
}
