import Foundation

extension String {
    /// The text without the blank lines that sections a shape leaves out would otherwise leave behind:
    /// runs of blank lines become one, and none starts the file (an app without file headers) or follows
    /// an opening brace.
    var withoutStrayBlankLines: String {
        asciiWithoutStrayBlankLines ?? withoutStrayBlankLinesByCharacters
    }

    /// The same, line by line in the UTF-8 bytes, where the text is ASCII without carriage returns:
    /// there every byte is a character and every `\n` ends a line, as it does for the characters
    /// (a `\r\n` is one character, hence the condition). Splitting by characters cost 650,000
    /// instructions a rendered file, 30 M in `xcode export`. Nil for any other text.
    private var asciiWithoutStrayBlankLines: String? {
        guard utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count)
        var wroteLine = false, lastWasEmpty = true, lastEndsWithBrace = false
        for line in utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            if line.isEmpty, lastWasEmpty || lastEndsWithBrace { continue }
            if wroteLine { result.append(UInt8(ascii: "\n")) }
            result.append(contentsOf: line)
            (wroteLine, lastWasEmpty, lastEndsWithBrace) = (true, line.isEmpty, line.last == UInt8(ascii: "{"))
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The same, by characters: any text.
    var withoutStrayBlankLinesByCharacters: String {
        var result: [Substring] = []
        for line in split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty, result.last?.isEmpty ?? true || result.last?.hasSuffix("{") == true { continue }
            result.append(line)
        }
        return result.joined(separator: "\n")
    }

    /// The text with trailing blank lines collapsed into one final newline.
    var withSingleTrailingNewline: String {
        var text = self
        while text.last?.isNewline == true { text.removeLast() }
        return text + "\n"
    }
}
