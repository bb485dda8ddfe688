import SwiftSyntax

extension SourceFile {
    /// Whether the bytes of `node` in this file's text (its trivia included) contain `needle`: false
    /// only where no token of the node can be `needle`, so a cheap question to ask before walking the
    /// node's tokens for it (a token's text is its bytes in the source). True when the node is not
    /// this file's (its range is outside the text).
    func bytes(of node: some SyntaxProtocol, mayContain needle: String) -> Bool {
        let start = node.position.utf8Offset
        let end = node.endPosition.utf8Offset
        var text = text
        return text.withUTF8 { bytes in
            guard start >= 0, start <= end, end <= bytes.count else { return true }
            let span = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[start..<end])
            return span.containsBytes(of: needle)
        }
    }
}

extension SourceFile {
    /// Those of `names` that ``bytes(of:mayContain:)`` may find in `node`, in one pass over its bytes
    /// for the names made of ASCII letters, digits and `_`: such a name is kept where it occurs as a whole
    /// word (no such byte right before or after it), as every token that is exactly the name does
    /// (the lexer would have taken such a neighbour into the token). Other names are searched one by
    /// one. So a token of `node` whose text is one of `names` always has its name in the answer.
    func words(of node: some SyntaxProtocol, among names: Set<String>) -> Set<String> {
        let start = node.position.utf8Offset
        let end = node.endPosition.utf8Offset
        var text = text
        return text.withUTF8 { bytes in
            guard start >= 0, start <= end, end <= bytes.count else { return names }
            let span = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[start..<end])
            var found = Set(names.filter { !Self.isWord($0) && span.containsBytes(of: $0) })
            let words = names.filter(Self.isWord).map { (name: $0, bytes: Array($0.utf8)) }
            guard let shortest = words.map(\.bytes.count).min(), let longest = words.map(\.bytes.count).max() else { return found }
            var index = 0
            while index < span.count {
                guard Self.isWordByte(span[index]) else { index += 1; continue }
                var wordEnd = index + 1
                while wordEnd < span.count, Self.isWordByte(span[wordEnd]) { wordEnd += 1 }
                if wordEnd - index >= shortest, wordEnd - index <= longest {
                    let word = UnsafeRawBufferPointer(rebasing: span[index..<wordEnd])
                    for name in words where name.bytes.count == word.count && name.bytes.elementsEqual(word) { found.insert(name.name) }
                }
                index = wordEnd
            }
            return found
        }
    }

    private static func isWord(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy(isWordByte)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}
