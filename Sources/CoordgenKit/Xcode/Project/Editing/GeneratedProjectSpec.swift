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
            let base = folder.standardizedFileURL.path
            let yml = folder.appendingPathComponent("project.yml")
            if FileManager.default.fileExists(atPath: yml.path) {
                let text = RegularFileReader.text(atPath: yml.path) ?? ""
                let targets = XcodeGenSpecReader(text: text, displayPath: "project.yml").targets()
                return GeneratedProjectSpec(tool: .xcodeGen, file: yml, sources: globs(of: targets, base: base))
            }
            let swift = folder.appendingPathComponent("Project.swift")
            let tuistFolder = folder.appendingPathComponent("Tuist")
            if FileManager.default.fileExists(atPath: swift.path) || FileManager.default.fileExists(atPath: tuistFolder.path) {
                let text =
                    planned(swift) ?? sources.relativePath(of: swift).flatMap(sources.text(of:))
                    ?? RegularFileReader.text(atPath: swift.path) ?? ""
                let targets = TuistManifestReader(text: text, displayPath: "Project.swift", folder: "").targets()
                return GeneratedProjectSpec(tool: .tuist, file: swift, sources: globs(of: targets, base: base))
            }
        }
        return nil
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
