import Foundation

/// Refuses a plan that would declare a type the app's module already declares: a second
/// `SearchCoordinator` beside the app's own would stop the app from compiling.
///
/// **The new types** are the top-level types declared in the Swift files the plan writes whole into the
/// app — the flow's class and protocol and its screen, as the style's templates (or the user's own,
/// `--templates`) render them under the app's naming scheme. Reading them from the plan rather than
/// listing them again here keeps the check right for every style (a router flow's
/// `<Name>CoordinatorProtocol`, a SwiftUI `<Name>View`) and whatever file names and folders the style
/// chooses. Extensions are not declarations; types nested in another type are not new names.
///
/// **The module** is the app target's sources, as far as coordgen can tell them from the config:
/// - the project's Swift files as `ProjectSources` lists them (build, dependency and hidden folders are
///   never read);
/// - not the tests: the configured test folders (`paths.tests`, `project.testFolder`, `layout.tests`),
///   any folder named `…Tests` and any `…Tests.swift` file, as `tree`, `doctor` and the Xcode project
///   edit see them — a `SearchCoordinatorTests` or a test double named like an app type lives in the
///   test target's own module;
/// - not other modules. A type in another module does not clash: a module may declare a type with the
///   name of one in a module it imports, and its own declaration wins inside it, so the app still
///   compiles. When `coordgen init` recorded the app target's folder (`project.appFolder`), only files
///   under it (and under the folders the new files go to) are the app's; a framework target beside it
///   (a Tuist `CoreModule/Sources`) is not. Without it (projects coordgen made, whose sources are all
///   the app's) the whole project counts, except local Swift packages — a folder with a
///   `Package.swift` is its own module, and a new file inside one is checked against that package.
///
/// **`--force`** overwrites coordgen's own files: a declaration in a file this plan writes whole is not
/// a clash. With `--force` that file is replaced; without it the plan already reports the file as
/// existing, with the hint to use `--force`, which says more than a clash would.
///
/// **When**: on the finished plan, as the last step of `CoordinatorGenerator.plan` and
/// `ScreenGenerator.plan`, since only the plan knows the files and their types. A refusal the style
/// makes while planning (a `CoordinatorType` case or a parent method that exists) therefore comes
/// first; either way the command throws before anything is written.
///
/// **Cost**: each file of the module is read once and searched as bytes for the new names right after
/// a declaration keyword (`class SearchCoordinator`); only files that have one (none, usually) are
/// parsed with swift-syntax, to tell a declaration from the same words in a comment or a string. Files
/// that merely use a name are not parsed. Numbers: docs/PERFORMANCE.md.
struct NewTypeNameCheck {
    let project: Project

    /// Throws `GeneratorError.typeAlreadyDeclared` naming the file and line of every new type of `plan`
    /// that the module declares already.
    func verify(_ plan: Plan) throws(GeneratorError) {
        let written = plan.changes.filter { !$0.isEdit && !$0.deletes && $0.url.pathExtension == "swift" }
        let writtenPaths = Set(written.map { relativePath($0.url) })
        let scope = ModuleScope(project: project)
        // New types per module: a file in a local package declares its types in that package.
        var newTypes: [(name: String, module: ModuleScope.Module)] = []
        for change in written {
            let path = relativePath(change.url)
            guard let module = scope.moduleOfNewFile(path) else { continue }
            let file = SourceFile(path: path, text: String(decoding: change.newContents, as: UTF8.self))
            for type in DeclarationIndex(files: [file]).types where !type.isNested {
                if !newTypes.contains(where: { $0.name == type.name && $0.module == module }) { newTypes.append((type.name, module)) }
            }
        }
        guard !newTypes.isEmpty else { return }
        if !scope.appFolders.isEmpty {
            // The new files join the app target wherever the style puts them.
            scope.appFolders += writtenPaths.filter { scope.moduleOfNewFile($0) == .app }.map(ModuleScope.folder(of:))
        }

        // A name that starts with another one is found by the shorter one's search
        // (`SearchCoordinatorProtocol` by `SearchCoordinator`).
        let names = Set(newTypes.map(\.name))
        let needles = names.filter { name in !names.contains { $0 != name && name.hasPrefix($0) } }.sorted()
        let sources = project.sources
        var candidates: [SourceFile] = []
        for path in sources.paths where !writtenPaths.contains(path) && !scope.isTest(path) {
            guard let bytes = sources.bytes(of: path),
                bytes.withUnsafeBytes({ buffer in needles.contains { Self.mayDeclare($0, in: buffer) } }),
                let file = sources.file(path)
            else { continue }
            candidates.append(file)
        }
        // In path order, so the first declaration reported is always the same one.
        candidates.sort { $0.path < $1.path }
        // Manifests (`Project.swift`, `Package.swift`) describe the project; they are in no module of it.
        let byModule = Dictionary(
            grouping: candidates.filter { !$0.isManifest },
            by: { scope.moduleOfExistingFile($0.path) })

        var clashes: [String] = []
        var indexes: [ModuleScope.Module: DeclarationIndex] = [:]
        for (name, module) in newTypes {
            guard let files = byModule[module] else { continue }
            let index = indexes[module] ?? DeclarationIndex(files: files)
            indexes[module] = index
            if let clash = index.conflict(forNewType: name) { clashes.append(clash) }
        }
        if !clashes.isEmpty { throw .typeAlreadyDeclared(clashes) }
    }

    private func relativePath(_ url: URL) -> String {
        project.displayPath(of: url)
    }

    /// Whether `bytes` hold `name` (or a name starting with it) right after a declaration keyword and
    /// whitespace — `class SearchCoordinator`, `` enum `Search` `` — which a file must, to declare it.
    /// The words may be in a comment or a string: swift-syntax decides. A file that only uses the name
    /// (a parent making the coordinator, a type from another module used everywhere) is not parsed.
    static func mayDeclare(_ name: String, in bytes: UnsafeRawBufferPointer) -> Bool {
        var name = name
        return name.withUTF8 { pattern in
            var start = 0
            while let offset = bytes.offset(of: UnsafeRawBufferPointer(pattern), from: start) {
                if followsDeclarationKeyword(offset, in: bytes) { return true }
                start = offset + 1
            }
            return false
        }
    }

    /// Whether the name at `offset` follows a declaration keyword, whitespace and an optional backtick.
    private static func followsDeclarationKeyword(_ offset: Int, in bytes: UnsafeRawBufferPointer) -> Bool {
        var end = offset
        if end > 0, bytes[end - 1] == UInt8(ascii: "`") { end -= 1 }
        let afterKeyword = end
        while end > 0, isWhitespaceByte(bytes[end - 1]) { end -= 1 }
        guard end < afterKeyword else { return false }
        var start = end
        while start > 0, isIdentifierByte(bytes[start - 1]) { start -= 1 }
        return declarationKeywords.contains { keyword in
            keyword.count == end - start && zip(keyword.utf8, bytes[start..<end]).allSatisfy { $0 == $1 }
        }
    }

    private static let declarationKeywords = ["class", "struct", "enum", "protocol", "typealias", "actor"]

    private static func isWhitespaceByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}

/// Which module a file of the project belongs to, as far as the config tells; paths are relative to the
/// project root.
private final class ModuleScope {
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
        testFolders = [config.paths.tests, config.project?.testFolder].compactMap { $0.map(Self.normalized) }.filter { !$0.isEmpty }
        testPatterns = [config.layout?.tests].compactMap { $0.map { Self.normalized($0).split(separator: "/").map(String.init) } }
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
    private func package(holding path: String) -> String? {
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
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    /// A configured folder without `./` in front or `/` behind.
    static func normalized(_ folder: String) -> String {
        var folder = folder
        while folder.hasPrefix("./") { folder.removeFirst(2) }
        while folder.hasSuffix("/") { folder.removeLast() }
        return folder == "." ? "" : folder
    }
}
