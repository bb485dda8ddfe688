import SwiftSyntax

/// Adds `import Module` to an existing Swift file that does not import it yet: after its last top-level
/// import, or before its first declaration when it has none. Insertion only; a file that imports the
/// module (plain, `@testable`, `@_exported`) is left unchanged. New files need none of this: their
/// templates render the imports they need (`moduleImports`, `testedModules`).
enum ImportInserter {
    static func addingImport(_ module: String, testable: Bool = false, to text: String) throws -> String {
        let source = try ParsedSwiftSource(text)
        guard let edit = edit(importing: module, testable: testable, into: source) else { return text }
        return source.applying(edit)
    }

    /// The insertion that imports `module` into `source`, or nil when it imports the module already: for
    /// a caller that reads the same tree for something else too.
    static func edit(importing module: String, testable: Bool = false, into source: ParsedSwiftSource) -> SourceTextEdit? {
        let imports = source.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
        if imports.contains(where: { $0.path.map(\.name.text).joined(separator: ".") == module }) { return nil }
        let line = (testable ? "@testable " : "") + "import \(module)" + source.lineEnding
        if let last = imports.last {
            // After the end of the import's line.
            var offset = last.endPositionBeforeTrailingTrivia.utf8Offset
            while offset < source.bytes.count, source.bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            if offset < source.bytes.count { return .insert(line, at: offset + 1) }
            return .insert(source.lineEnding + line, at: offset)
        }
        guard let first = source.tree.statements.first else { return .insert(line, at: source.bytes.count) }
        return .insert(line + source.lineEnding, at: first.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
}
