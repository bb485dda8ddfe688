import Foundation
import SwiftParser
import SwiftSyntax
import Yams

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

    /// The spec in `folders` (the config's folder and the project's), if there is one.
    static func find(in folders: [URL]) -> GeneratedProjectSpec? {
        for folder in folders {
            let yml = folder.appendingPathComponent("project.yml")
            if FileManager.default.fileExists(atPath: yml.path) {
                return GeneratedProjectSpec(tool: .xcodeGen, file: yml, sources: xcodeGenSources(yml))
            }
            let swift = folder.appendingPathComponent("Project.swift")
            let tuistFolder = folder.appendingPathComponent("Tuist")
            if FileManager.default.fileExists(atPath: swift.path) || FileManager.default.fileExists(atPath: tuistFolder.path) {
                return GeneratedProjectSpec(tool: .tuist, file: swift, sources: tuistSources(swift))
            }
        }
        return nil
    }

    /// The files no target's sources take in.
    func uncovered(_ files: [String]) -> [String] {
        files.filter { file in !sources.contains { $0.globs.contains { Glob.matches(file, pattern: $0) } } }
    }

    /// `targets.<T>.sources` of an XcodeGen spec: a path, a list of paths, or `{path: …}` entries.
    private static func xcodeGenSources(_ file: URL) -> [(String, [String])] {
        guard let text = try? String(contentsOf: file, encoding: .utf8),
            let spec = (try? Yams.load(yaml: text)) as? [String: Any],
            let targets = spec["targets"] as? [String: Any]
        else { return [] }
        let base = file.deletingLastPathComponent().standardizedFileURL.path
        return targets.keys.sorted().map { name in
            let target = targets[name] as? [String: Any]
            var entries: [Any] = []
            if let list = target?["sources"] as? [Any] { entries = list } else if let one = target?["sources"] { entries = [one] }
            let paths = entries.compactMap { entry -> String? in
                (entry as? String) ?? ((entry as? [String: Any])?["path"] as? String)
            }
            return (name, paths.map { PathMath.join(base, $0) })
        }
    }

    /// The string literals of every `sources:` argument in a Tuist `Project.swift`, read with
    /// swift-syntax: `sources: ["App/Sources/**"]`, `.glob("…")` and the like.
    private static func tuistSources(_ file: URL) -> [(String, [String])] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        let base = file.deletingLastPathComponent().standardizedFileURL.path
        let finder = SourcesArgumentFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        return finder.found.map { ($0.target, $0.globs.map { PathMath.join(base, $0) }) }
    }
}

/// Collects the string literals inside `sources:` arguments, with the `name:` of the call they are in.
private final class SourcesArgumentFinder: SyntaxVisitor {
    var found: [(target: String, globs: [String])] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let sources = node.arguments.first(where: { $0.label?.text == "sources" }) else { return .visitChildren }
        let name = node.arguments.first { $0.label?.text == "name" }.flatMap { Self.literals(in: Syntax($0.expression)).first } ?? "?"
        found.append((name, Self.literals(in: Syntax(sources.expression))))
        return .visitChildren
    }

    static func literals(in node: Syntax) -> [String] {
        if let literal = node.as(StringLiteralExprSyntax.self) {
            return [literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()]
        }
        return node.children(viewMode: .sourceAccurate).flatMap(literals(in:))
    }
}
