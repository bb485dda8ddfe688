/// A flow's name in the spellings code and prose give it — `Reservation` and `reservation` in
/// identifiers, `Sign Up` in a title — and the new name's, for a rename that follows the name where it
/// is a word of a longer identifier (`startShowsReservationScreen`) or of a sentence.
struct FlowWords: Sendable {
    /// Old spelling → new spelling, longest first, so `Sign Up` is replaced before a shorter spelling
    /// inside it.
    let replacements: [(old: String, new: String)]
    /// The old name as types spell it (`Reservation`), for messages.
    let oldName: String

    init(from old: FlowName, to new: FlowName) {
        oldName = old.typeStem
        var pairs = [(old.typeStem, new.typeStem), (old.typeStem.lowerCamelCased, new.typeStem.lowerCamelCased)]
        if old.title != old.typeStem { pairs.append((old.title, new.title)) }
        replacements = pairs.sorted { $0.0.count > $1.0.count }
    }

    /// Whether `text` holds the old name as a word.
    func occur(in text: String) -> Bool {
        replacing(in: text) != nil
    }

    /// `text` with every old spelling that stands as a word replaced, or nil when none does. A spelling
    /// stands as a word when the character before it is not a letter or digit (or the spelling starts
    /// upper-case: a camel-case word) and the one after it is not a lower-case letter or digit:
    /// `Reservation` in `startShowsReservationScreen` and in "the Reservation flow", not in
    /// `Reservations` or `preservation`.
    func replacing(in text: String) -> String? {
        let characters = Array(text)
        var result = ""
        var index = 0
        var changed = false
        while index < characters.count {
            if let (old, new) = replacements.first(where: { matches($0.old, in: characters, at: index) }) {
                result += new
                index += old.count
                changed = true
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return changed ? result : nil
    }

    private func matches(_ word: String, in characters: [Character], at index: Int) -> Bool {
        let needle = Array(word)
        guard index + needle.count <= characters.count, Array(characters[index..<index + needle.count]) == needle else { return false }
        let startsUpper = needle.first?.isUppercase == true
        if index > 0 {
            let before = characters[index - 1]
            if !startsUpper && (before.isLetter || before.isNumber || before == "_") { return false }
            if startsUpper && before.isUppercase { return false }
        }
        if index + needle.count < characters.count {
            let after = characters[index + needle.count]
            if after.isLowercase || after.isNumber { return false }
        }
        return true
    }
}
