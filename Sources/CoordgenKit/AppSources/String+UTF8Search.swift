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

extension String {
    /// Where Foundation's `range(of:)` finds `needle` first, found in the bytes when both are ASCII (there
    /// every byte is a character and the ranges are the same); by Foundation otherwise. Foundation's
    /// search goes through `NSString`, about 7,000–20,000 instructions a call, and `init` asks it of
    /// every coordinator's name and folder.
    func rangeAsFoundationFinds(_ needle: String) -> Range<String.Index>? {
        guard !needle.isEmpty, utf8.allSatisfy({ $0 < 0x80 }), needle.utf8.allSatisfy({ $0 < 0x80 }) else { return range(of: needle) }
        var (text, pattern) = (self, needle)
        let found = text.withUTF8 { bytes in
            pattern.withUTF8 { UnsafeRawBufferPointer(bytes).offset(of: UnsafeRawBufferPointer($0), from: 0) }
        }
        guard let found else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: found)
        return start..<utf8.index(start, offsetBy: needle.utf8.count)
    }
}
