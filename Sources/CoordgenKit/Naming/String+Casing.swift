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
}
