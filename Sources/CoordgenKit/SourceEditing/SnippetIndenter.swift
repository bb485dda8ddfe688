import SwiftParser
import SwiftSyntax

/// Re-indents a code snippet written with 4-space steps at column 0 to a file's own indentation.
///
/// Each line's depth (leading spaces / 4) is kept and re-spelled with the file's unit (spaces or a
/// tab), under a base indentation. Lines inside multi-line string literals only get the base
/// prepended: changing their leading whitespace would change the string's value.
enum SnippetIndenter {
    /// The lines of `snippet` re-indented under `base` with `unit` per level, joined with `lineEnding`.
    static func reindent(_ snippet: String, base: String, unit: String, lineEnding: String) -> String {
        let text = trimmingBlankLines(normalizingLineEndings(snippet))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let verbatim = linesInsideMultilineStrings(of: text)
        let depths = lines.enumerated()
            .filter { !verbatim.contains($0.offset) && !isBlank($0.element) }
            .map { leadingWidth(of: $0.element) }
        // Snippets are meant to start at column 0; tolerate one that was indented as a whole.
        let common = depths.min() ?? 0
        let reindented = lines.enumerated().map { index, line -> String in
            if verbatim.contains(index) {
                return base + line
            }
            if isBlank(line) {
                return ""
            }
            let width = leadingWidth(of: line) - common
            let body = line.drop { $0 == " " || $0 == "\t" }
            return base + String(repeating: unit, count: width / 4) + String(repeating: " ", count: width % 4) + body
        }
        return reindented.joined(separator: lineEnding)
    }

    /// `text` with CRLF and lone CR line endings turned into `\n`.
    static func normalizingLineEndings(_ text: String) -> String {
        // Swift treats "\r\n" as one Character, so splitting on both kinds covers every ending.
        joinedLines(text.split(omittingEmptySubsequences: false) { $0 == "\r\n" || $0 == "\n" || $0 == "\r" })
    }

    /// `lines` joined with `\n`, as `joined(separator:)` joins them, without the standard library's
    /// unspecialised `joined` over `[Substring]`, whose first use made the runtime scan the binary's
    /// conformances (docs/PERFORMANCE.md, session 48).
    private static func joinedLines(_ lines: [Substring]) -> String {
        var text = ""
        for (index, line) in lines.enumerated() {
            if index > 0 { text += "\n" }
            text += String(line)
        }
        return text
    }

    /// `text` without blank lines at its start and end.
    static func trimmingBlankLines(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, isBlank(first) {
            lines.removeFirst()
        }
        while let last = lines.last, isBlank(last) {
            lines.removeLast()
        }
        return joinedLines(lines)
    }

    private static func isBlank(_ line: some StringProtocol) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// Leading whitespace width in columns, counting a tab as one 4-space level.
    private static func leadingWidth(of line: String) -> Int {
        var width = 0
        for character in line {
            if character == " " {
                width += 1
            } else if character == "\t" {
                width += 4
            } else {
                break
            }
        }
        return width
    }

    /// Indices of the lines that start inside a multi-line string literal (up to its closing `"""`).
    private static func linesInsideMultilineStrings(of text: String) -> Set<Int> {
        // A multi-line literal opens with the three quotes `"""` (after any `#`s): a text without them
        // holds none, and is not parsed (every method `new coordinator` adds, twice per edited type).
        guard text.containsUTF8("\"\"\"") else { return [] }
        let tree = Parser.parse(source: text)
        let literals = SwiftDeclarationLookup.all(StringLiteralExprSyntax.self, in: tree) {
            $0.openingQuote.tokenKind == .multilineStringQuote
        }
        guard !literals.isEmpty else { return [] }
        var lineStarts = [0]
        for (offset, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "\n") {
            lineStarts.append(offset + 1)
        }
        var inside: Set<Int> = []
        for literal in literals {
            let contentStart = literal.openingQuote.endPositionBeforeTrailingTrivia.utf8Offset
            let closing = literal.closingQuote.positionAfterSkippingLeadingTrivia.utf8Offset
            for (index, start) in lineStarts.enumerated() where start > contentStart && start <= closing {
                inside.insert(index)
            }
        }
        return inside
    }
}
