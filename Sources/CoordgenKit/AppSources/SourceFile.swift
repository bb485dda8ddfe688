import Foundation
import SwiftParser
import SwiftSyntax

/// One Swift file of the app, parsed once with swift-syntax: what `init`'s detectors, `tree`,
/// `doctor`, name lookup and the duplicate-type check all read.
public struct SourceFile: Sendable {
    /// The path relative to the app's root, with `/` separators.
    public let path: String
    public let text: String
    let tree: SourceFileSyntax
    let lines: LineTable
    /// Line → the rule ids a `// coordgen:ignore <rule-id>` comment silences on that line.
    let ignoredRules: [Int: Set<String>]

    init(path: String, text: String) {
        self.path = path
        self.text = text
        self.tree = Parser.parse(source: text)
        self.lines = LineTable(text)
        self.ignoredRules = text.containsUTF8(IgnoreComments.marker) ? IgnoreComments.read(in: tree, lines: lines) : [:]
    }

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

    /// The modules this file imports.
    var imports: [String] {
        tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.map(\.name.text).joined(separator: ".") }
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
    public var folder: String {
        let parts = path.split(separator: "/").dropLast()
        return parts.joined(separator: "/")
    }

    /// The file name without the folder.
    public var fileName: String { String(path.split(separator: "/").last ?? "") }
}
