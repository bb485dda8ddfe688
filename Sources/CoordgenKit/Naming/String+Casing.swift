extension String {
    /// The first letter in upper case, the rest untouched: `signUp` → `SignUp`.
    var capitalisingFirstLetter: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// Lower camel case as Swift's API guidelines write it, treating a leading acronym as one word:
    /// `SignUp` → `signUp`, `URLSession` → `urlSession`, `URL` → `url`, `HTTP2Server` → `http2Server`.
    var lowerCamelCased: String {
        let characters = Array(self)
        let leadingUppercase = characters.prefix(while: { $0.isUppercase }).count
        guard leadingUppercase > 0 else { return self }
        // In "URLSession" the S starts the next word, so only "URL" is lowered; a run that ends the
        // name or is followed by a digit is lowered whole.
        let lowered: Int
        if leadingUppercase == 1 || leadingUppercase == characters.count {
            lowered = leadingUppercase
        } else if characters[leadingUppercase].isLowercase {
            lowered = leadingUppercase - 1
        } else {
            lowered = leadingUppercase
        }
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// Words of an upper-camel name: `SignUp` → ["Sign", "Up"], `URLSession` → ["URL", "Session"].
    var splittingCamelCaseWords: [String] {
        asciiCamelCaseWords ?? characterCamelCaseWords
    }

    /// ``splittingCamelCaseWords`` read on the bytes of an ASCII name without a carriage return (which
    /// would join a following line feed into one character): there every byte is a character, and
    /// A–Z, a–z and 0–9 are the uppercase letters, lowercase letters and numbers. The split by
    /// characters cost about 15,000 instructions a name (asking each character its properties);
    /// `LayoutDetector` splits every coordinator's and screen's flow name. Nil for other names.
    var asciiCamelCaseWords: [String]? {
        var text = self
        return text.withUTF8 { bytes -> [String]? in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
            func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
            func isLowerOrDigit(_ byte: UInt8) -> Bool {
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            }
            func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
            var words: [String] = []
            var start = 0
            for index in bytes.indices where index > start && isUpper(bytes[index]) {
                let next = index + 1 < bytes.count ? bytes[index + 1] : nil
                if isLowerOrDigit(bytes[index - 1]) || next.map(isLower) == true {
                    words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                    start = index
                }
            }
            if start < bytes.count { words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)) }
            return words
        }
    }

    /// ``splittingCamelCaseWords`` by characters, for any name.
    var characterCamelCaseWords: [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(self)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let previous = index > 0 ? characters[index - 1] : nil
            let startsWord =
                character.isUppercase
                && !current.isEmpty
                && (previous?.isLowercase == true || previous?.isNumber == true || next?.isLowercase == true)
            if startsWord {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The string without leading and trailing white space.
    func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }

    /// The string without the leading and trailing characters of `characters`, all ASCII: what
    /// Foundation's `trimmingCharacters(in:)` gives for that set (`"?!"` for `String?` and `String!`),
    /// read from the UTF-8 bytes, without Foundation bridging the text to `NSString` (whose first use
    /// makes the runtime scan the binary's conformances; docs/PERFORMANCE.md, session 48).
    func trimmingCharacters(inASCII characters: String) -> String {
        let bytes = utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, characters.utf8.contains(bytes[start]) { start = bytes.index(after: start) }
        while start < end, characters.utf8.contains(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        return String(self[start..<end])
    }
}
