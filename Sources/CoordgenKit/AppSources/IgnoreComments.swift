import SwiftSyntax

/// Reads `// coordgen:ignore [rule-id …]` comments: a comment on a line of its own silences the next
/// line, one after code silences its own line; without ids it silences every rule there.
enum IgnoreComments {
    /// The marker of a silencing comment.
    static let marker = "coordgen:ignore"

    /// Line → the rule ids silenced there ("all" for every rule).
    static func read(in tree: SourceFileSyntax, lines: LineTable) -> [Int: Set<String>] {
        var ignored: [Int: Set<String>] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var position = token.position
            for piece in token.leadingTrivia {
                record(piece, at: position, silencesNextLine: true, lines: lines, into: &ignored)
                position += piece.sourceLength
            }
            position = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                record(piece, at: position, silencesNextLine: false, lines: lines, into: &ignored)
                position += piece.sourceLength
            }
        }
        return ignored
    }

    private static func record(
        _ piece: TriviaPiece, at position: AbsolutePosition, silencesNextLine: Bool, lines: LineTable,
        into ignored: inout [Int: Set<String>]
    ) {
        let text: String
        switch piece {
        case .lineComment(let comment), .blockComment(let comment): text = comment
        default: return
        }
        guard let found = text.range(of: marker) else { return }
        let ids = text[found.upperBound...]
            .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "*" || $0 == "/" })
            .map(String.init)
            .filter { !$0.isEmpty }
        let line = lines.line(at: position.utf8Offset)
        ignored[silencesNextLine ? line + 1 : line, default: []].formUnion(ids.isEmpty ? ["all"] : ids)
    }
}
