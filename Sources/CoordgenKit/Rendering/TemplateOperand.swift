/// A name or literal in a template (`{{ name }}`, `forloop.last`, `"macro"`, `true`) in the part of
/// Stencil's language `TypedTemplate` renders.
enum TemplateOperand: Equatable, Sendable {
    /// A value of the render context or a loop variable.
    case name(String)
    /// `forloop.first`, `.last`, `.counter`, `.counter0` or `.length` of the innermost loop.
    case loop(String)
    case literal(TemplateValue)

    private static let loopProperties: Set<String> = ["first", "last", "counter", "counter0", "length"]

    /// The operand `word` spells, or nil for anything else (filters, other key paths, numbers…), which
    /// Stencil then renders.
    init?(_ word: String) {
        if word.count > 1, let quote = word.first, quote == "\"" || quote == "'", word.last == quote {
            let inner = word.dropFirst().dropLast()
            // Stencil's word splitting keeps quotes of either kind inside; only plain literals here.
            guard !inner.contains("\""), !inner.contains("'") else { return nil }
            self = .literal(.string(String(inner)))
        } else if let bool = Bool(word) {
            self = .literal(.bool(bool))
        } else if word.hasPrefix("forloop.") {
            let property = String(word.dropFirst("forloop.".count))
            guard Self.loopProperties.contains(property) else { return nil }
            self = .loop(property)
        } else if Self.isPlainName(word), Double(word) == nil {
            // `Double` also reads `nan` and `inf`, which Stencil takes as numbers.
            self = .name(word)
        } else {
            return nil
        }
    }

    /// ASCII letters, digits and underscores, not starting with a digit; `forloop` alone is Stencil's
    /// dictionary, left to it.
    private static func isPlainName(_ word: String) -> Bool {
        guard let first = word.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first), word != "forloop" else {
            return false
        }
        return word.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
    }

    /// The operand's value in `scope`; nil when the context has no such name (Stencil's nil).
    func value(in scope: TemplateScope) -> TemplateValue? {
        switch self {
        case .name(let name): scope.value(named: name)
        case .loop(let property): scope.loopProperty(property)
        case .literal(let value): value
        }
    }
}
