import SwiftSyntax

/// Adds `import Module` to a Swift file that does not import it yet: after its last top-level import,
/// or before its first declaration when it has none. Insertion only; a file that imports the module
/// (plain, `@testable`, `@_exported`) is returned unchanged.
enum ImportInserter {
    static func addingImport(_ module: String, testable: Bool = false, to text: String) throws -> String {
        let source = try ParsedSwiftSource(text)
        let imports = source.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
        if imports.contains(where: { $0.path.map(\.name.text).joined(separator: ".") == module }) { return text }
        let line = (testable ? "@testable " : "") + "import \(module)" + source.lineEnding
        if let last = imports.last {
            let end = last.endPositionBeforeTrailingTrivia.utf8Offset
            // After the end of the import's line.
            var offset = end
            while offset < source.bytes.count, source.bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            if offset < source.bytes.count { return source.applying(.insert(line, at: offset + 1)) }
            return source.applying(.insert(source.lineEnding + line, at: offset))
        }
        guard let first = source.tree.statements.first else { return text + line }
        return source.applying(.insert(line + source.lineEnding, at: first.positionAfterSkippingLeadingTrivia.utf8Offset))
    }
}
