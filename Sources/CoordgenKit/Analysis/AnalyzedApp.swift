import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

/// Everything `tree` and `doctor` know about an app: its parsed files, its types, the coordinator
/// graph, its language mode and the files that could not be read.
public struct AnalyzedApp: Sendable {
    /// A file that was not analysed, and why.
    public struct SkippedFile: Sendable, Equatable, Codable {
        public let file: String
        public let line: Int
        public let reason: String
    }

    /// The analysed folder.
    public let root: URL
    /// Where the conventions came from, for the output.
    public let conventionsSource: String
    public let swiftMode: AppSwiftMode
    public let skippedFiles: [SkippedFile]
    /// The app's files, types and their roles.
    let facts: AppFacts
    public let graph: CoordinatorGraph

    public var conventions: AnalysisConventions { facts.conventions }
    public var files: [AnalyzedFile] { facts.files }

    /// Parses every Swift file under `root` (skipping build output, dependencies and project bundles)
    /// and builds the coordinator graph.
    public static func analyze(_ root: URL, conventions: AnalysisConventions? = nil) -> AnalyzedApp {
        let root = root.standardizedFileURL
        let found = SourceFileFinder.files(under: root)
        let (chosen, source) = conventions.map { ($0, "the conventions given by the caller") } ?? AnalysisConventions.discover(from: root)
        let parsed = parseAll(found.swift, root: root)
        var files: [AnalyzedFile] = []
        var skipped: [SkippedFile] = []
        var declarations: [TypeDeclaration] = []
        var constructed: Set<String> = []
        for result in parsed {
            switch result {
            case .skipped(let file): skipped.append(file)
            case .parsed(let file, let collected, let names):
                let index = files.count
                files.append(file)
                declarations += collected.map { $0.moved(toFile: index) }
                constructed.formUnion(names)
            }
        }
        var types: [String: AnalyzedType] = [:]
        for declaration in declarations {
            var type = types[declaration.name] ?? AnalyzedType(name: declaration.name)
            if declaration.kind == .extension || type.primary != nil {
                type.extensions.append(declaration)
            } else {
                type.primary = declaration
            }
            types[declaration.name] = type
        }
        let facts = AppFacts(files: files, types: types, constructedNames: constructed, conventions: chosen)
        return AnalyzedApp(
            root: root, conventionsSource: source, swiftMode: AppSwiftMode.detect(root: root, projects: found.projects),
            skippedFiles: skipped, facts: facts, graph: CoordinatorGraph.build(facts: facts))
    }

    private enum ParseResult: Sendable {
        case parsed(AnalyzedFile, [TypeDeclaration], Set<String>)
        case skipped(SkippedFile)
    }

    /// Parses the files on every core: parsing is most of the work, and files are independent.
    private static func parseAll(_ urls: [URL], root: URL) -> [ParseResult] {
        let results = ResultSlots<ParseResult>(count: urls.count)
        DispatchQueue.concurrentPerform(iterations: urls.count) { index in
            results[index] = parse(urls[index], root: root)
        }
        return results.values
    }

    private static func parse(_ url: URL, root: URL) -> ParseResult {
        let path = String(url.standardizedFileURL.path.dropFirst(root.path.count).drop { $0 == "/" })
        guard let data = FileManager.default.contents(atPath: url.path), let source = String(data: data, encoding: .utf8) else {
            return .skipped(SkippedFile(file: path, line: 1, reason: "the file cannot be read as UTF-8 text"))
        }
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        if tree.hasError {
            let line = FirstSyntaxError.line(in: tree, converter: converter)
            return .skipped(SkippedFile(file: path, line: line, reason: "the file does not parse as Swift (first error on line \(line))"))
        }
        let collector = AnalysisDeclarationCollector(
            fileIndex: 0, converter: converter, readsComments: source.contains(AnalysisDeclarationCollector.ignoreMarker))
        collector.walk(tree)
        let file = AnalyzedFile(path: path, tree: tree, converter: converter, ignoredRules: collector.ignoredRules)
        return .parsed(file, collector.declarations, collector.constructedNames)
    }
}

extension TypeDeclaration {
    /// The same declaration, filed under its index in the app's list of parsed files.
    func moved(toFile index: Int) -> TypeDeclaration {
        TypeDeclaration(
            kind: kind, name: name, inherited: inherited, isMainActor: isMainActor, isGeneric: isGeneric,
            isClassBound: isClassBound, fileIndex: index, line: line, members: members)
    }
}

/// Slots that concurrent workers fill, one each, without a lock: every index is written by exactly one
/// iteration of `concurrentPerform`, and read only after it returns.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    subscript(index: Int) -> Value? {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    var values: [Value] { storage.compactMap { $0 } }
}

/// Finds the line of the first syntax error in a tree that has errors.
private enum FirstSyntaxError {
    static func line(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> Int {
        firstError(in: Syntax(tree)).map { converter.location(for: $0).line } ?? 1
    }

    /// Depth first, only into the subtrees that contain an error.
    private static func firstError(in node: Syntax) -> AbsolutePosition? {
        if node.is(UnexpectedNodesSyntax.self) { return node.positionAfterSkippingLeadingTrivia }
        if let token = node.as(TokenSyntax.self) {
            return token.presence == .missing ? token.positionAfterSkippingLeadingTrivia : nil
        }
        for child in node.children(viewMode: .all) where child.hasError {
            if let position = firstError(in: child) { return position }
        }
        return nil
    }
}
