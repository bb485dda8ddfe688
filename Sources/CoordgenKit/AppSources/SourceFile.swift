import Foundation
import SwiftParser
import SwiftSyntax

/// One Swift file of the app, parsed once with swift-syntax: what `init`'s detectors, `tree`,
/// `doctor`, name lookup and the duplicate-type check all read.
///
/// A syntax tree takes tens of times its file's size in memory. `tree` and `doctor` therefore keep a
/// summary of every file (``FileSummary``) and release the trees they will not read again
/// (``releaseTree()``); a released tree is parsed again, once, if something still asks for it.
public struct SourceFile: Sendable {
    /// The path relative to the app's root, with `/` separators.
    public let path: String
    public let text: String
    private let storage: SyntaxTreeStorage
    let lines: LineTable
    /// Line → the rule ids a `// coordgen:ignore <rule-id>` comment silences on that line.
    let ignoredRules: [Int: Set<String>]
    /// The modules this file imports.
    let imports: [String]

    /// Parses `text`; the tree counts against `budget` while it is held (``TreeBudget``).
    init(path: String, text: String, budget: TreeBudget? = nil) {
        self.path = path
        self.text = text
        // A text a lookup or an editor parsed a moment ago (`new coordinator` looks for the parent's
        // class in the same files it then indexes) is not parsed again.
        let tree = RecentParses.recentTree(of: text) ?? Parser.parse(source: text)
        self.storage = SyntaxTreeStorage(text: text, tree: tree, budget: budget)
        self.lines = LineTable(text)
        self.ignoredRules = text.containsUTF8(IgnoreComments.marker) ? IgnoreComments.read(in: tree, lines: lines) : [:]
        self.imports = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.map(\.name.text).joined(separator: ".") }
    }

    /// The file's syntax tree: the one parsed first, or, after ``releaseTree()``, parsed again once.
    var tree: SourceFileSyntax { storage.tree }

    /// Lets the syntax tree go (every copy of this file shares it); the next use of ``tree`` parses
    /// the text again. For readers that summarised the file and will rarely come back to it.
    func releaseTree() { storage.release() }

    /// Keeps the tree, letting go of the node data its walks made (``SyntaxTreeStorage/dropNodeData()``):
    /// for a tree kept once summarised, which later readers visit only in part.
    func dropNodeData() { storage.dropNodeData() }

    /// Holds the tree, once parsed (again), until ``letGoOfTree()``, whatever the ``TreeBudget``:
    /// for a reader that comes back to the file several times.
    func holdTree() { storage.hold() }

    /// Ends a ``holdTree()``; the tree is released when the budget is exceeded.
    func letGoOfTree() { storage.letGo() }

    /// The member block of the type declaration that starts at `position` (``TypeDeclaration``).
    func memberBlock(at position: AbsolutePosition) -> MemberBlockSyntax? { storage.memberBlock(at: position) }

    /// Whether the file holds one of `names` as a whole word, anywhere: a cheap question to ask before
    /// walking a tree that may have been released (a file that names none cannot hold a call to them).
    func mentions(anyOf names: Set<String>) -> Bool { storage.mentions(anyOf: names) }

    /// Whether the file's tree is held now (not released, or parsed again within the budget).
    var holdsTree: Bool { storage.holdsTree }

    /// How many times this file's text was parsed: 1, or more when a released tree was needed again.
    var parseCount: Int { storage.parseCount }

    /// The 1-based line where `node` starts (after its leading trivia).
    func line(of node: some SyntaxProtocol) -> Int {
        lines.line(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// A reference to `node` in this file, for messages.
    func reference(to node: some SyntaxProtocol) -> SourceReference {
        SourceReference(file: path, line: line(of: node))
    }

    /// Whether a finding of `ruleID` on `line` is silenced by a comment.
    func ignores(_ ruleID: String, on line: Int) -> Bool {
        ignoredRules[line].map { $0.contains(ruleID) || $0.contains("all") } ?? false
    }

    /// Whether the file is a project manifest (`Project.swift`, `Package.swift`): it describes the
    /// project and belongs to no module of it.
    var isManifest: Bool {
        imports.contains { $0 == "ProjectDescription" || $0 == "PackageDescription" }
    }

    /// The line of the first syntax error, or nil when the file parses cleanly.
    var firstSyntaxErrorLine: Int? {
        guard tree.hasError else { return nil }
        return Self.firstError(in: Syntax(tree)).map { lines.line(at: $0.utf8Offset) } ?? 1
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

    /// The folder holding the file, relative to the app's root ("" at the root).
    public var folder: String { path.folderPart }

    /// The file name without the folder.
    public var fileName: String { String(path.lastPathPart ?? "") }
}
