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
///
/// **Access**: a new `private` (or `fileprivate`) top-level type — a helper the app keeps in each
/// flow's file, copied with one — clashes only with a declaration the module sees: two file-private
/// types of one name in two files compile.
///
/// **Case**: a type whose name differs from a new one only in case (`DETAILSViewController` beside
/// `DetailsViewController`) compiles, but its file and the new one are one file on a case-insensitive
/// disk (macOS's default): refused too, naming it (`GeneratorError.typeDiffersOnlyInCase`).
struct NewTypeNameCheck {
    let project: Project

    /// Throws `GeneratorError.typeAlreadyDeclared` naming the file and line of every new type of `plan`
    /// that the module declares already.
    func verify(_ plan: Plan) throws(GeneratorError) {
        let written = plan.changes.filter { !$0.isEdit && !$0.deletes && $0.url.pathExtension == "swift" }
        let writtenPaths = Set(written.map { relativePath($0.url) })
        // A file the plan deletes declares nothing afterwards (a renamed file's types move to the new one).
        let deletedPaths = Set(plan.changes.filter(\.deletes).map { relativePath($0.url) })
        let scope = ModuleScope(project: project)
        let newFiles = written.compactMap { change -> (path: String, module: ModuleScope.Module, text: String)? in
            let path = relativePath(change.url)
            return scope.moduleOfNewFile(path).map { (path, $0, String(decoding: change.newContents, as: UTF8.self)) }
        }
        // Before any parse: the files that may declare one of the names the new files' bytes hold after a
        // declaration keyword (every new type's name among them). None, usually: nothing to parse then.
        let sources = project.sources
        let read = sources.paths.filter { !writtenPaths.contains($0) && !deletedPaths.contains($0) && !scope.isTest($0) }
        let mayDeclare = Self.namesAfterDeclarationKeywords(in: newFiles.map(\.text)).map { names in
            let needles = Self.shortestPrefixes(of: names)
            return read.filter { path in
                sources.bytes(of: path)?.withUnsafeBytes { buffer in needles.contains { Self.mayDeclare($0, in: buffer) } } == true
            }
        }
        if mayDeclare?.isEmpty == true { return }
        let newTypes = Self.newTypes(in: newFiles)
        guard !newTypes.isEmpty else { return }
        if !scope.appFolders.isEmpty {
            // The new files join the app target wherever the style puts them.
            scope.appFolders += writtenPaths.filter { scope.moduleOfNewFile($0) == .app }.map(ModuleScope.folder(of:))
        }
        let needles = Self.shortestPrefixes(of: Set(newTypes.map(\.name)))
        // In path order (`paths` is sorted), so the first declaration reported is always the same one.
        var candidates: [SourceFile] = []
        for path in mayDeclare ?? read {
            guard let bytes = sources.bytes(of: path),
                bytes.withUnsafeBytes({ buffer in needles.contains { Self.mayDeclare($0, in: buffer) } }),
                let file = sources.file(path)
            else { continue }
            candidates.append(file)
        }
        // Manifests (`Project.swift`, `Package.swift`) describe the project; they are in no module of it.
        let byModule = Dictionary(
            grouping: candidates.filter { !$0.isManifest },
            by: { scope.moduleOfExistingFile($0.path) })

        var clashes: [String] = []
        var caseClashes: [String] = []
        var indexes: [ModuleScope.Module: DeclarationIndex] = [:]
        for (name, module, visibility) in newTypes {
            guard let files = byModule[module] else { continue }
            let index = indexes[module] ?? DeclarationIndex(files: files)
            indexes[module] = index
            if let clash = index.conflict(forNewType: name, visibility: visibility) {
                clashes.append(clash)
            } else if case .module = visibility, let clash = index.caseConflict(forNewType: name) {
                // A file-private helper names no file of its own, so its case clashes with no file's.
                caseClashes.append(clash)
            }
        }
        if !clashes.isEmpty { throw .typeAlreadyDeclared(clashes) }
        if !caseClashes.isEmpty { throw .typeDiffersOnlyInCase(caseClashes) }
    }

    private func relativePath(_ url: URL) -> String {
        project.displayPath(of: url)
    }

    /// The top-level types the new files declare, per module, each name once per module.
    private static func newTypes(
        in files: [(path: String, module: ModuleScope.Module, text: String)]
    ) -> [(name: String, module: ModuleScope.Module, visibility: NewTypeVisibility)] {
        // New types per module: a file in a local package declares its types in that package.
        var newTypes: [(name: String, module: ModuleScope.Module, visibility: NewTypeVisibility)] = []
        for (path, module, text) in files {
            for type in DeclarationIndex(files: [SourceFile(path: path, text: text)]).types where !type.isNested {
                if !newTypes.contains(where: { $0.name == type.name && $0.module == module }) {
                    newTypes.append((type.name, module, type.isFilePrivate ? .filePrivate(inFile: nil) : .module))
                }
            }
        }
        return newTypes
    }

    /// The names no other of `names` is a prefix of, sorted: a name that starts with another one is found
    /// by the shorter one's search (`SearchCoordinatorProtocol` by `SearchCoordinator`).
    private static func shortestPrefixes(of names: Set<String>) -> [String] {
        names.filter { name in !names.contains { $0 != name && name.hasPrefix($0) } }.sorted()
    }

    /// Every word that follows a declaration keyword in `texts`, after white space (spaces, tabs, line
    /// breaks) and an optional backtick: a superset of the names of the types a parse of them finds
    /// (keywords in comments and strings count too). Nil when that cannot be told from the bytes: a
    /// keyword followed by anything else (a comment, a brace, the end of the text, which a parse may
    /// take for a declaration with a missing name), or a byte outside ASCII anywhere.
    static func namesAfterDeclarationKeywords(in texts: [String]) -> Set<String>? {
        var names: Set<String> = []
        for text in texts {
            let bytes = Array(text.utf8)
            if bytes.contains(where: { $0 >= 0x80 }) { return nil }
            var index = 0
            while index < bytes.count {
                guard isIdentifierByte(bytes[index]) else {
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
                guard declarationKeywords.contains(where: { $0.utf8.elementsEqual(bytes[start..<index]) }) else { continue }
                guard let name = word(after: index, in: bytes) else { return nil }
                names.insert(name)
            }
        }
        return names
    }

    /// The word after white space and an optional backtick at `offset`, or nil when another byte comes first.
    private static func word(after offset: Int, in bytes: [UInt8]) -> String? {
        var start = offset
        while start < bytes.count, isWhitespaceByte(bytes[start]) { start += 1 }
        if start < bytes.count, bytes[start] == UInt8(ascii: "`") {
            start += 1
        } else if start == offset {
            return nil
        }
        var end = start
        while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
        return end > start ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
    }

    /// Whether `bytes` hold `name` (or a name starting with it) right after a declaration keyword and
    /// whitespace — `class SearchCoordinator`, `` enum `Search` `` — which a file must, to declare it.
    /// The words may be in a comment or a string: swift-syntax decides. A file that only uses the name
    /// (a parent making the coordinator, a type from another module used everywhere) is not parsed.
    /// ASCII case is ignored, so a type whose name differs only in case is found too (its file would be
    /// the new one's on a case-insensitive disk).
    static func mayDeclare(_ name: String, in bytes: UnsafeRawBufferPointer) -> Bool {
        var name = name
        return name.withUTF8 { pattern in
            var start = 0
            while let offset = bytes.offsetIgnoringASCIICase(of: UnsafeRawBufferPointer(pattern), from: start) {
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
