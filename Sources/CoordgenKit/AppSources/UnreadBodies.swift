/// The function, initialiser, deinitialiser and accessor bodies of one file that `tree`'s and `doctor`'s
/// summary walk left unread (``DeclarationCollector`` with `skipsBodiesWithoutTypes`), by their byte
/// ranges in the file's text.
///
/// A body is left unread only when no type keyword stands in it as a word (``mayDeclareType(_:)``), so
/// it declares no local type, and only when it names no finish-closure property of the recording's
/// conventions, so the names closures are assigned to stay complete for those
/// (``TypeDeclaration/closureAssignedNamesCover``; other names make
/// ``FinishCallback/mayAssignFinishClosure(_:closureNames:)`` ask the file's words). The type names it
/// constructs, which only the few base-class candidates of ``TypeHierarchy`` need, are asked for
/// afterwards (``ConstructedNames``).
struct UnreadBodies: Sendable {
    let file: SourceFile
    let ranges: [Range<Int>]

    /// Whether some unread body holds `name`'s bytes: where none does, none constructs it.
    func mayName(_ name: String) -> Bool {
        var text = file.text
        return text.withUTF8 { bytes in
            ranges.contains { range in
                range.upperBound <= bytes.count && UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[range])).containsBytes(of: name)
            }
        }
    }

    /// Every type name the file's code constructs, its bodies read (the file parsed again if its tree
    /// was released): what the summary's walk would have found without leaving bodies unread.
    func constructedNamesOfWholeFile() -> Set<String> {
        let collector = DeclarationCollector(file: file, readsBodies: true)
        collector.walk(file.tree)
        return collector.constructedNames
    }

    /// The keywords that declare the types the collector records.
    static let typeKeywords: [[UInt8]] = ["class", "struct", "enum", "actor", "protocol", "typealias", "extension"].map { Array($0.utf8) }

    /// Whether one of ``typeKeywords`` stands in `bytes` as a word (no ASCII letter, digit or `_` right
    /// before or after it). A type declaration's keyword always does, so a body where none does declares
    /// no type; a comment, a string or `` `class` `` may make this true where no declaration is.
    static func mayDeclareType(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            guard isWordByte(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
            let length = index - start
            guard length >= 4, length <= 9, bytes[start] >= UInt8(ascii: "a") else { continue }
            for keyword in typeKeywords where keyword.count == length && matches(keyword, bytes, at: start) { return true }
        }
        return false
    }

    private static func matches(_ keyword: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        var offset = 0
        while offset < keyword.count {
            if bytes[start + offset] != keyword[offset] { return false }
            offset += 1
        }
        return true
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}
