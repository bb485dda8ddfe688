import SwiftParser
import SwiftSyntax

/// A replacement of a range of UTF-8 bytes; an empty range is a pure insertion.
struct SourceTextEdit {
    let range: Range<Int>
    let replacement: String

    /// Inserts `text` at byte `offset`.
    static func insert(_ text: String, at offset: Int) -> SourceTextEdit {
        SourceTextEdit(range: offset..<offset, replacement: text)
    }
}
