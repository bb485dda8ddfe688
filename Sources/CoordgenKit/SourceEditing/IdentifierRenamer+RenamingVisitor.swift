import SwiftParser
import SwiftSyntax

extension IdentifierRenamer {
    final class Visitor: SyntaxVisitor {
        let renamer: IdentifierRenamer
        var edits: [SourceTextEdit] = []
        /// Where comments and strings that hold the old name but were not generated start (UTF-8 offsets).
        var kept: [Int] = []

        init(renamer: IdentifierRenamer) {
            self.renamer = renamer
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            renameFiles(in: token.leadingTrivia, from: token.position.utf8Offset)
            renameFiles(in: token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset)
            renameWords(in: token.leadingTrivia, from: token.position.utf8Offset)
            renameWords(in: token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset)
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let range = start..<token.endPositionBeforeTrailingTrivia.utf8Offset
            if case .stringSegment = token.tokenKind {
                renameWords(inString: token, range: range)
                return .skipChildren
            }
            guard case .identifier = token.tokenKind else { return .skipChildren }
            let name = SourceEditNames.unescaped(token)
            if renamer.keepsLabel(token) { return .skipChildren }
            // A property wrapper's projection (`$bedsCoordinator`) follows its property.
            if name.hasPrefix("$"), name.count > 1 {
                let property = String(name.dropFirst())
                if let new = renamer.names[property]
                    ?? (renamer.wordIdentifiers.contains(property) ? renamer.words?.replacing(in: property) : nil)
                {
                    edits.append(SourceTextEdit(range: range, replacement: "$" + new))
                }
                return .skipChildren
            }
            if let new = renamer.names[name] {
                edits.append(SourceTextEdit(range: range, replacement: new))
            } else if let new = renamer.cases[name], let caseEdit = caseEdits(token, old: name, new: new) {
                edits += caseEdit
            } else if renamer.wordIdentifiers.contains(name), let new = renamer.words?.replacing(in: name) {
                edits.append(SourceTextEdit(range: range, replacement: token.text.hasPrefix("`") ? "`\(new)`" : new))
            }
            return .skipChildren
        }

        /// A string literal's text that holds the old name: renamed where coordgen generated the whole
        /// literal, kept otherwise. A raw value that spells a renamed case is renamed with the case.
        private func renameWords(inString token: TokenSyntax, range: Range<Int>) {
            guard let words = renamer.words, let new = words.replacing(in: token.text) else { return }
            if edits.contains(where: { $0.range == range }) { return }
            // The token's parents: its segment, the segment list, the literal.
            let literal = token.parent?.parent?.parent?.as(StringLiteralExprSyntax.self)
            if let literal, literal.segments.count == 1, renamer.generated?.strings.contains(token.text) == true {
                edits.append(SourceTextEdit(range: range, replacement: new))
            } else if let element = literal?.parent?.parent?.as(EnumCaseElementSyntax.self),
                renamer.cases[SourceEditNames.unescaped(element.name)] != nil
            {
                return  // The raw value of a renamed case: `caseEdits` decides.
            } else {
                kept.append(range.lowerBound)
            }
        }

        /// A comment line that holds the old name: renamed where coordgen generated it, kept otherwise.
        private func renameWords(in trivia: Trivia, from start: Int) {
            guard let words = renamer.words else { return }
            var offset = start
            for piece in trivia {
                defer { offset += piece.sourceLength.utf8Length }
                guard piece.isComment else { continue }
                var text = ""
                piece.write(to: &text)
                guard let new = words.replacing(in: text) else { continue }
                // A file name in a comment (`//  ReservationCoordinator.swift`) is `renameFiles`' part.
                if renamer.fileNames.keys.contains(where: { text.contains($0) }) { continue }
                if renamer.generated?.commentLines.contains(text.trimmingWhitespace()) == true {
                    edits.append(SourceTextEdit(range: offset..<offset + piece.sourceLength.utf8Length, replacement: new))
                } else {
                    kept.append(offset)
                }
            }
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
            // A static member spelt like the case (`static func profile(viewModel:) -> Self`): its
            // implicit uses (`.profile(viewModel:)`) are renamed with the case's, so it is renamed too.
            if Self.isStaticMemberName(token) { return [SourceTextEdit(range: range, replacement: escaped)] }
            guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self) else { return nil }
            if let base = access.base, !renamer.enums.contains(base.trimmedDescription) { return nil }
            return [SourceTextEdit(range: range, replacement: escaped)]
        }

        /// Whether `token` names a `static` (or `class`) function or stored property.
        private static func isStaticMemberName(_ token: TokenSyntax) -> Bool {
            let isStatic = { (modifiers: DeclModifierListSyntax) in
                modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
            }
            if let function = token.parent?.as(FunctionDeclSyntax.self), function.name.id == token.id { return isStatic(function.modifiers) }
            if let pattern = token.parent?.as(IdentifierPatternSyntax.self),
                let variable = pattern.parent?.parent?.parent?.as(VariableDeclSyntax.self)
            {
                return isStatic(variable.modifiers)
            }
            return false
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
