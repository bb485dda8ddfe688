import SwiftSyntax

/// Works out where and how a new member or top-level declaration is written into a file.
enum MemberPlacement {
    /// The edit that adds `member` (4-space snippet) as the last member of `type`'s body.
    ///
    /// When the closing brace has its own line, the member goes in just before that line, after one
    /// blank line unless the body is empty or already ends with one. A body closed on the same line
    /// as its last token (`class X {}`) is opened up: only the spaces before its `}` are replaced.
    static func appending(_ member: String, to type: DeclSyntax, in parsed: ParsedSwiftSource) -> SourceTextEdit {
        guard let block = TypeMemberLookup.memberBlock(of: type) else {
            preconditionFailure("TypeMemberLookup only returns protocols and classes")
        }
        let eol = parsed.lineEnding
        let typeIndent = parsed.indentation(ofLineAt: block.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
        let (memberIndent, unit) = indentation(of: block, typeIndent: typeIndent, in: parsed)
        let text = SnippetIndenter.reindent(member, base: memberIndent, unit: unit, lineEnding: eol)
        let rightBrace = block.rightBrace
        let braceOffset = rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        let hasContent = !block.members.isEmpty || rightBrace.leadingTrivia.contains { $0.isComment }

        if rightBrace.leadingTrivia.contains(where: \.isNewline) {
            let lineStart = parsed.lineStart(of: braceOffset)
            let endsBlank = endsWithBlankLine(parsed.bytes[..<lineStart])
            // A body whose members end with a blank line before the brace keeps it there: the member goes
            // after the last one, so taking it out again gives back the blank line as it was.
            if endsBlank, !block.members.isEmpty, !rightBrace.leadingTrivia.contains(where: \.isComment) {
                return .insert(eol + eol + text, at: contentEnd(parsed.bytes[..<lineStart]))
            }
            let separator = hasContent && !endsBlank ? eol : ""
            return .insert(separator + text + eol, at: lineStart)
        }
        var start = braceOffset
        while start > 0, parsed.bytes[start - 1] == UInt8(ascii: " ") || parsed.bytes[start - 1] == UInt8(ascii: "\t") {
            start -= 1
        }
        let separator = hasContent ? eol + eol : eol
        return SourceTextEdit(range: start..<braceOffset, replacement: separator + text + eol + typeIndent)
    }

    /// The edit that appends a top-level declaration at the end of the file, after one blank line.
    static func appendingAtEnd(_ declaration: String, of parsed: ParsedSwiftSource) -> SourceTextEdit {
        let eol = parsed.lineEnding
        let text = SnippetIndenter.reindent(declaration, base: "", unit: parsed.guessedIndentUnit(), lineEnding: eol)
        let bytes = parsed.bytes
        let end = contentEnd(bytes[...])
        if end == 0 {
            return .insert(text + eol, at: bytes.count)
        }
        // After the last line with content: the file's own ending (no final newline, one, or blank lines)
        // stays after the declaration, so taking it out again gives back the file as it was.
        return .insert(eol + eol + text, at: end)
    }

    /// The offset after the last byte of `bytes` that is not whitespace (0 where all are).
    private static func contentEnd(_ bytes: ArraySlice<UInt8>) -> Int {
        var end = bytes.endIndex
        while end > bytes.startIndex, isWhitespace(bytes[end - 1]) { end -= 1 }
        return end
    }

    /// The member indentation and the indentation unit for a body, read from its existing members.
    private static func indentation(
        of block: MemberBlockSyntax,
        typeIndent: String,
        in parsed: ParsedSwiftSource
    ) -> (member: String, unit: String) {
        guard let memberIndent = parsed.firstMemberIndentation(in: block.members) else {
            let unit = parsed.guessedIndentUnit()
            return (typeIndent + unit, unit)
        }
        if memberIndent.hasPrefix(typeIndent), memberIndent.count > typeIndent.count {
            return (memberIndent, String(memberIndent.dropFirst(typeIndent.count)))
        }
        return (memberIndent, parsed.guessedIndentUnit())
    }

    private static func endsWithBlankLine(_ bytes: ArraySlice<UInt8>) -> Bool {
        let trailing = bytes.reversed().prefix { isWhitespace($0) }
        return trailing.filter { $0 == UInt8(ascii: "\n") }.count >= 2
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
