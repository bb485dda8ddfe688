import SwiftParser
import SwiftSyntax

/// Renames identifiers in a Swift file through swift-syntax: type and method names wherever they are
/// used, the cases of given enums (their declaration, a string raw value that spells the case, and
/// `.old` / `Enum.old` uses), and a file's name where a comment names it (`//  OldCoordinator.swift`).
/// Text in other comments and in string literals is never touched; every other byte stays as it was.
struct IdentifierRenamer {
    /// Identifiers renamed wherever they appear as code: types, methods.
    let names: [String: String]
    /// Enum cases renamed, in the enums named `enums` only.
    let cases: [String: String]
    let enums: Set<String>
    /// File names renamed where a comment names them (`OldCoordinator.swift`).
    let fileNames: [String: String]

    /// `source` renamed, or nil when nothing in it changes.
    func renaming(_ source: String) throws -> String? {
        let parsed = try ParsedSwiftSource(source)
        let visitor = Visitor(renamer: self)
        visitor.walk(parsed.tree)
        guard !visitor.edits.isEmpty else { return nil }
        var bytes = parsed.bytes
        for edit in visitor.edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if Parser.parse(source: text).hasError { throw SourceEditError.verificationFailed("the file no longer parses after the rename") }
        return text
    }

    /// The text of `node` (without its outer trivia) renamed: what `new coordinator --like` copies
    /// next to an original declaration, switch clause or enum case. The node stays in its tree, so
    /// enum cases are told from other names as in a whole file.
    func renamedText(of node: some SyntaxProtocol) -> String {
        let visitor = Visitor(renamer: self)
        visitor.walk(node)
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        var bytes = Array(node.trimmedDescription.utf8)
        for edit in visitor.edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound })
        where edit.range.lowerBound >= start && edit.range.upperBound <= end {
            bytes.replaceSubrange(edit.range.lowerBound - start..<edit.range.upperBound - start, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private final class Visitor: SyntaxVisitor {
        let renamer: IdentifierRenamer
        var edits: [SourceTextEdit] = []

        init(renamer: IdentifierRenamer) {
            self.renamer = renamer
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            renameFiles(in: token.leadingTrivia, from: token.position.utf8Offset)
            renameFiles(in: token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset)
            guard case .identifier = token.tokenKind else { return .skipChildren }
            let name = SourceEditNames.unescaped(token)
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let range = start..<token.endPositionBeforeTrailingTrivia.utf8Offset
            if let new = renamer.names[name] {
                edits.append(SourceTextEdit(range: range, replacement: new))
            } else if let new = renamer.cases[name], let caseEdit = caseEdits(token, old: name, new: new) {
                edits += caseEdit
            }
            return .skipChildren
        }

        /// The case's declaration (with a raw value that spells it) or a use of it.
        private func caseEdits(_ token: TokenSyntax, old: String, new: String) -> [SourceTextEdit]? {
            let range = token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
            let escaped = token.text.hasPrefix("`") ? "`\(new)`" : new
            if let element = token.parent?.as(EnumCaseElementSyntax.self) {
                guard let enumDecl = element.parent?.parent?.parent?.parent?.parent?.parent?.as(EnumDeclSyntax.self),
                    renamer.enums.contains(SourceEditNames.unescaped(enumDecl.name))
                else { return nil }
                var result = [SourceTextEdit(range: range, replacement: escaped)]
                if let literal = element.rawValue?.value.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                    let segment = literal.segments.first?.as(StringSegmentSyntax.self), segment.content.text == old
                {
                    let content = segment.content
                    result.append(
                        SourceTextEdit(
                            range: content.positionAfterSkippingLeadingTrivia
                                .utf8Offset..<content.endPositionBeforeTrailingTrivia.utf8Offset,
                            replacement: new))
                }
                return result
            }
            guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self) else { return nil }
            if let base = access.base, !renamer.enums.contains(base.trimmedDescription) { return nil }
            return [SourceTextEdit(range: range, replacement: escaped)]
        }

        /// `OldCoordinator.swift` in a comment, as a whole word.
        private func renameFiles(in trivia: Trivia, from start: Int) {
            var offset = start
            for piece in trivia {
                defer { offset += piece.sourceLength.utf8Length }
                guard piece.isComment, !renamer.fileNames.isEmpty else { continue }
                var text = ""
                piece.write(to: &text)
                let bytes = Array(text.utf8)
                for (old, new) in renamer.fileNames {
                    let needle = Array(old.utf8)
                    var index = 0
                    while index + needle.count <= bytes.count {
                        let before = index == 0 ? UInt8(ascii: " ") : bytes[index - 1]
                        if Array(bytes[index..<index + needle.count]) == needle, !Self.isIdentifierByte(before) {
                            edits.append(SourceTextEdit(range: offset + index..<offset + index + needle.count, replacement: new))
                            index += needle.count
                        } else {
                            index += 1
                        }
                    }
                }
            }
        }

        private static func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
                || byte >= 0x80
        }
    }
}
