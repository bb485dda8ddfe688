import Foundation

/// Swift files left behind in a folder the app's Xcode project no longer compiles, each declaring again
/// a type that a compiled file declares (`Core/Old/Coordinator.swift` beside `Core/Coordinator.swift`,
/// both `protocol Coordinator`). One module cannot hold both, so the compiled declaration is the app's
/// and the stale copy is left out of the index every command reads: `init` then sees one protocol, one
/// root, not two of each. Only where the root's `.xcodeproj` says what it compiles and no manifest
/// (`Package.swift`, `Project.swift`, `project.yml`) makes a module of the copy's folder.
enum StaleCopies {
    /// A stale copy: its path, and the compiled files declaring again what it declares.
    struct Copy: Equatable, Sendable {
        let path: String
        let compiledTwins: [String]
    }

    /// `summaries` without the stale `copies` (``copies(in:sources:)``).
    static func leavingOut(of summaries: [FileSummary], copies: [Copy]) -> [FileSummary] {
        let stale = Set(copies.map(\.path))
        return stale.isEmpty ? summaries : summaries.filter { !stale.contains($0.file.path) }
    }

    /// What `init` says of each copy it left out, one `note:` line each.
    static func notes(for copies: [Copy]) -> String {
        copies.map { copy in
            "note: left out \(copy.path): no target of the project compiles it, and it declares again what \(copy.compiledTwins.joined(separator: ", ")) declares (a stale copy)\n"
        }.joined()
    }

    /// The stale copies among `summaries`, by path.
    static func copies(in summaries: [FileSummary], sources: AppSources) -> [Copy] {
        let declaring = filesDeclaringTwice(summaries)
        guard !declaring.isEmpty else { return [] }
        let projects = sources.xcodeProjects.filter { !$0.contains("/") }
        guard !projects.isEmpty, !holdsManifest("", root: sources.root) else { return [] }
        let models = projects.compactMap { OtherAppProjects.model(of: $0, root: sources.root, loader: sources.projectFiles) }
        guard !models.isEmpty else { return [] }
        var twins: [String: Set<String>] = [:]
        for paths in declaring {
            let compiled = paths.filter { OtherAppProjects.compiledByRoot($0, models: models, root: sources.root) }
            guard !compiled.isEmpty else { continue }
            for path in paths where !compiled.contains(path) && !inModuleOfItsOwn(path, root: sources.root) {
                twins[path, default: []].formUnion(compiled)
            }
        }
        return twins.keys.sorted().map { Copy(path: $0, compiledTwins: twins[$0, default: []].sorted()) }
    }

    /// For each name that two or more files declare at their top level (a class, struct, enum, actor
    /// or protocol), the paths of those files.
    private static func filesDeclaringTwice(_ summaries: [FileSummary]) -> [[String]] {
        var files: [String: Set<String>] = [:]
        for summary in summaries where !summary.file.isManifest {
            for type in summary.declarations where !type.isNested && !type.isLocal && ![.extension, .typealias].contains(type.kind) {
                files[type.name, default: []].insert(summary.file.path)
            }
        }
        return files.values.filter { $0.count > 1 }.map { $0.sorted() }
    }

    /// Whether a folder above the file (below the root) holds a manifest that makes a module of it.
    private static func inModuleOfItsOwn(_ path: String, root: URL) -> Bool {
        var folders = path.split(separator: "/").dropLast().map(String.init)
        while !folders.isEmpty {
            if holdsManifest(folders.joined(separator: "/"), root: root) { return true }
            folders.removeLast()
        }
        return false
    }

    private static func holdsManifest(_ folder: String, root: URL) -> Bool {
        let base = folder.isEmpty ? root : root.appendingPathComponent(folder)
        return ["Package.swift", "Project.swift", "project.yml"].contains {
            FileManager.default.fileExists(atPath: base.appendingPathComponent($0).path)
        }
    }
}
