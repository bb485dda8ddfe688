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
