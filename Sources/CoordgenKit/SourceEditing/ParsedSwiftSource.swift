import SwiftParser
import SwiftSyntax

/// A Swift file's text together with its syntax tree, guaranteed to be free of syntax errors.
///
/// Edits are computed as byte ranges of the original UTF-8 text and spliced into it, so every byte
/// outside an edit stays exactly as it was (comments, tabs, CRLF, a missing final newline).
struct ParsedSwiftSource {
    let bytes: [UInt8]
    let tree: SourceFileSyntax
    /// The line ending the file mostly uses: "\r\n" for CRLF files, "\n" otherwise.
    let lineEnding: String

    /// Parses `text`, refusing it with `SourceEditError.unparsable` when it has any syntax error.
    init(_ text: String) throws {
        let tree = RecentParses.tree(of: text)
        if tree.hasError {
            if let marker = MergeConflictMarker.first(in: text.utf8) {
                throw SourceEditError.mergeConflict(marker)
            }
            let problem = SwiftSyntaxProblem.first(in: tree)
            throw SourceEditError.unparsable(line: problem.line, message: problem.message)
        }
        self.bytes = Array(text.utf8)
        self.tree = tree
        self.lineEnding = Self.dominantLineEnding(in: bytes)
    }

    /// Returns the text with the edit applied; bytes outside `edit.range` are copied unchanged.
    func applying(_ edit: SourceTextEdit) -> String {
        var edited = bytes
        edited.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        return String(decoding: edited, as: UTF8.self)
    }

    /// The byte offset where the line holding `offset` starts.
    func lineStart(of offset: Int) -> Int {
        var index = offset
        while index > 0, bytes[index - 1] != UInt8(ascii: "\n") {
            index -= 1
        }
        return index
    }

    /// The spaces and tabs that open the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        var index = lineStart(of: offset)
        var indent: [UInt8] = []
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            indent.append(bytes[index])
            index += 1
        }
        return String(decoding: indent, as: UTF8.self)
    }

    /// Whether only spaces and tabs precede `offset` on its line.
    func isFirstOnLine(_ offset: Int) -> Bool {
        bytes[lineStart(of: offset)..<offset].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// The indentation of the first member (looking inside `#if` clauses) that starts its own line.
    func firstMemberIndentation(in members: MemberBlockItemListSyntax) -> String? {
        for item in members {
            if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let nested)? = clause.elements, let indent = firstMemberIndentation(in: nested) {
                        return indent
                    }
                }
                continue
            }
            let offset = item.positionAfterSkippingLeadingTrivia.utf8Offset
            if isFirstOnLine(offset) {
                return indentation(ofLineAt: offset)
            }
        }
        return nil
    }

    /// The indentation step the file seems to use when no neighbouring member shows it: a tab when
    /// most indented lines start with one, two spaces when many lines sit at 2, 6, 10... columns,
    /// otherwise four spaces.
    func guessedIndentUnit() -> String {
        var tabLines = 0
        var spaceLines = 0
        var oddPairLines = 0
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            if line.first == UInt8(ascii: "\t") {
                tabLines += 1
                continue
            }
            let count = line.prefix { $0 == UInt8(ascii: " ") }.count
            // Blank lines and the ` * ` lines of block comments say nothing about the indent step.
            guard count > 0, let next = line.dropFirst(count).first,
                next != UInt8(ascii: "*"), next != UInt8(ascii: "\r")
            else { continue }
            spaceLines += 1
            if count % 4 == 2 {
                oddPairLines += 1
            }
        }
        if tabLines > spaceLines {
            return "\t"
        }
        // A few aligned continuation lines in a 4-space file must not flip it to 2 spaces.
        if oddPairLines > 0, oddPairLines * 3 >= spaceLines {
            return "  "
        }
        return "    "
    }

    private static func dominantLineEnding(in bytes: [UInt8]) -> String {
        var crlf = 0
        var lf = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            if index > 0, bytes[index - 1] == UInt8(ascii: "\r") {
                crlf += 1
            } else {
                lf += 1
            }
        }
        return crlf > lf ? "\r\n" : "\n"
    }
}
