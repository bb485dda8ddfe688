import Foundation

/// The one answer to "which module or target holds this path": the duplicate-type check, the Xcode
/// project edit (a file in a local Swift package needs none) and `init` (which target declares the
/// coordinator protocol) all ask here. For a project, as far as its config tells — the recorded app
/// folder, the test folders, local packages; for a project being adopted, from its described targets.
/// Paths are relative to the project root.
final class ModuleScope {
    enum Module: Hashable {
        /// The app target.
        case app
        /// The local Swift package in this folder.
        case package(String)
    }

    /// The app target's folders; empty means the whole project (nothing recorded).
    var appFolders: [String]
    private let testFolders: [String]
    private let testPatterns: [[String]]
    private var packageOfFolder: [String: String?] = [:]
    private let root: URL

    init(project: Project) {
        root = project.root
        let config = project.config
        let appFolder = config.project?.appFolder.map(Self.normalized) ?? ""
        appFolders = appFolder.isEmpty ? [] : [appFolder]
        testFolders = [config.paths.tests, config.project?.testFolder].compactMap { $0.map(Self.normalized) }.filter { folder in
            Self.isTestsOnly(folder, appFolder: appFolder)
        }
        testPatterns = [config.layout?.tests].compactMap { $0.map { Self.normalized($0).split(separator: "/").map(String.init) } }
    }

    /// Whether a configured test folder holds tests only: a test target whose files lie beside the app's
    /// (`Source/Scenes/Home/__tests__/`) has the app's folder, or one holding it, as its folder, and that
    /// folder is the app's.
    static func isTestsOnly(_ testFolder: String, appFolder: String?) -> Bool {
        let folder = normalized(testFolder)
        guard !folder.isEmpty else { return false }
        guard let appFolder = appFolder.map(normalized), !appFolder.isEmpty else { return true }
        return !(appFolder == folder || appFolder.hasPrefix(folder + "/"))
    }

    /// Whether the file at `path` belongs to a test target rather than to the app.
    func isTest(_ path: String) -> Bool {
        if isTestFile(named: path) { return true }
        var folder = Self.folder(of: path)
        while !folder.isEmpty {
            if isTestFolder(folder) { return true }
            folder = Self.folder(of: folder)
        }
        return false
    }

    /// Whether a file of this name is a test (`SearchCoordinatorTests.swift`) wherever it is.
    func isTestFile(named path: String) -> Bool {
        path.hasSuffix("Tests.swift")
    }

    /// Whether the folder at `path` holds a test target's sources: a configured test folder, one that
    /// matches the `layout.tests` pattern, or any folder named `…Tests`.
    func isTestFolder(_ path: String) -> Bool {
        if path.hasSuffix("Tests") || testFolders.contains(path) { return true }
        guard !testPatterns.isEmpty else { return false }
        let components = path.split(separator: "/").map(String.init)
        return testPatterns.contains { pattern in
            pattern.count == components.count
                && zip(pattern, components).allSatisfy { part, component in
                    part == component || NamingScheme.match(part, component) != nil
                }
        }
    }

    /// The module a new file goes into: its package, else the app; nil for a test.
    func moduleOfNewFile(_ path: String) -> Module? {
        if isTest(path) { return nil }
        return package(holding: path).map(Module.package) ?? .app
    }

    /// The module an existing file belongs to: its package, the app, or nil (a test, or a file outside
    /// the recorded app folder: another target).
    func moduleOfExistingFile(_ path: String) -> Module? {
        if isTest(path) { return nil }
        if let package = package(holding: path) { return .package(package) }
        if appFolders.isEmpty || appFolders.contains(where: { $0.isEmpty || path.hasPrefix($0 + "/") }) { return .app }
        return nil
    }

    /// The folder below the project root that holds `path` and a `Package.swift`, the innermost one.
    func package(holding path: String) -> String? {
        var folder = Self.folder(of: path)
        var visited: [String] = []
        var found: String?
        while !folder.isEmpty {
            if let known = packageOfFolder[folder] {
                found = known
                break
            }
            visited.append(folder)
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).appendingPathComponent("Package.swift").path) {
                found = folder
                break
            }
            folder = Self.folder(of: folder)
        }
        for folder in visited { packageOfFolder[folder] = .some(found) }
        return found
    }

    /// The folder of a relative path ("" at the root).
    static func folder(of path: String) -> String {
        path.lastSlashIndex.map { String(path[..<$0]) } ?? ""
    }

    /// A configured folder without `./` in front or `/` behind.
    static func normalized(_ folder: String) -> String {
        var folder = folder
        while folder.hasPrefix("./") { folder.removeFirst(2) }
        while folder.hasSuffix("/") { folder.removeLast() }
        return folder == "." ? "" : folder
    }

    /// The target whose source folders hold `path` (the deepest folder wins), for a project whose
    /// targets were read from its project file.
    static func target(holding path: String, in targets: [ProjectTarget]) -> ProjectTarget? {
        var best: (target: ProjectTarget, depth: Int)?
        for target in targets {
            for folder in target.folders where folder.isEmpty || path.hasPrefix(folder + "/") {
                let depth = folder.split(separator: "/").count
                if best == nil || depth > best!.depth { best = (target, depth) }
            }
        }
        return best?.target
    }
}
