import Foundation

/// How each coordinator meets one of the protocol's associated types, as data: the witness is a per-flow
/// choice, named after the flow where the siblings name theirs after themselves (`var viewController:
/// ProfileViewController?` → `ZebraViewController`, the new flow's first screen; `enum
/// AccountNavigation` → `ZebraNavigation`), or one type every sibling shares, and declared as they
/// declare theirs.
public struct AssociatedTypeWitness: Codable, Equatable, Sendable {
    /// How the siblings bind the associated type to their witness.
    public enum Binding: String, Codable, Sendable {
        /// Swift infers it from a requirement the coordinator declares with the witness (a property's type).
        case inferred
        /// `typealias Route = ProfileRoute` in the coordinator's body.
        case `typealias`
    }

    /// The associated type (`ViewControllerType`).
    public var name: String
    /// The witness, `{Name}` standing for the flow's name (`{Name}ViewController`), or one type.
    public var witness: String
    public var binding: Binding
    /// Where the siblings nest their witness as an enum of their own (`enum ProfileNavigation: Equatable`),
    /// what a new flow's conforms to; absent where the witness is declared elsewhere (the first screen).
    public var nestedEnum: [String]?

    public init(name: String, witness: String, binding: Binding, nestedEnum: [String]? = nil) {
        self.name = name
        self.witness = witness
        self.binding = binding
        self.nestedEnum = nestedEnum
    }

    /// The witness of the flow `flowName` (`ZebraViewController`).
    public func witness(for flowName: String) -> String {
        NamingScheme.apply(witness, to: flowName)
    }

    /// `type` with every whole-word use of the associated type replaced by the flow's witness
    /// (`ViewControllerType?` → `ZebraViewController?`).
    public func substituted(in type: String, flowName: String) -> String {
        TypeWords.replacing(name, with: witness(for: flowName), in: type)
    }
}

/// A type name where it stands as a whole word in a type's text.
enum TypeWords {
    static func contains(_ word: String, in text: String) -> Bool {
        range(of: word, in: text) != nil
    }

    /// The first whole-word occurrence of `word` in `text`.
    static func range(of word: String, in text: String) -> Range<String.Index>? {
        var start = text.startIndex
        while let found = text.range(of: word, range: start..<text.endIndex) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !isWordCharacter(before), !isWordCharacter(after) { return found }
            start = found.upperBound
        }
        return nil
    }

    private static func isWordCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber || character == "_"
    }

    static func replacing(_ word: String, with replacement: String, in text: String) -> String {
        var result = ""
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                result += current == word ? replacement : current
                current = ""
                result.append(character)
            }
        }
        return result + (current == word ? replacement : current)
    }
}
