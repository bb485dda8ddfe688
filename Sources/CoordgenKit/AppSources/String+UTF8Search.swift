import Foundation

extension String {
    /// Whether `needle` occurs in the text, comparing UTF-8 bytes.
    ///
    /// Foundation's `contains(_:)` converts both strings to UTF-16 `NSString`s on Linux, which made
    /// scanning every file of a large project for a type name slow.
    func containsUTF8(_ needle: String) -> Bool {
        var text = self
        return text.withUTF8 { UnsafeRawBufferPointer($0).containsBytes(of: needle) }
    }
}

extension String {
    /// Whether `word` occurs in the text with no ASCII letter, digit or `_` right before or after it:
    /// wherever a token of the file is exactly `word` (the lexer would have taken such a neighbour into
    /// the token), this is true. It may be true where no token is (in a comment, after a `$`), so it
    /// only tells which files cannot hold the token.
    func containsUTF8Word(_ word: String) -> Bool {
        var text = self
        return text.withUTF8 { bytes in
            let buffer = UnsafeRawBufferPointer(bytes)
            var needle = word
            return needle.withUTF8 { pattern in
                var start = 0
                while let found = buffer.offset(of: UnsafeRawBufferPointer(pattern), from: start) {
                    let end = found + pattern.count
                    if (found == 0 || !Self.isASCIIWordByte(buffer[found - 1])) && (end == buffer.count || !Self.isASCIIWordByte(buffer[end])) {
                        return true
                    }
                    start = found + 1
                }
                return false
            }
        }
    }

    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}
