import Foundation
import SwiftParser
import SwiftSyntax

/// One Swift file of the app, parsed once with swift-syntax.
public struct ScannedSwiftFile: Sendable {
    /// The path relative to the app's root, with `/` separators.
    public let path: String
    public let text: String
    let tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    init(path: String, text: String) {
        self.path = path
        self.text = text
        self.tree = Parser.parse(source: text)
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// The 1-based line where `node` starts (after its leading trivia).
    func line(of node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter, afterLeadingTrivia: true).line
    }

    /// A reference to `node` in this file, for messages.
    func reference(to node: some SyntaxProtocol) -> SourceReference {
        SourceReference(file: path, line: line(of: node))
    }

    /// The modules this file imports.
    var imports: [String] {
        tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.map(\.name.text).joined(separator: ".") }
    }

    /// The folder holding the file, relative to the app's root ("" at the root).
    public var folder: String {
        let parts = path.split(separator: "/").dropLast()
        return parts.joined(separator: "/")
    }

    /// The file name without the folder.
    public var fileName: String { String(path.split(separator: "/").last ?? "") }
}
