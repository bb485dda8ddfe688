/// The condition of an `{% if %}` or `{% elif %}` in the part of Stencil's language `TypedTemplate`
/// renders: names, `forloop.…`, quoted strings, `true`/`false`, `not`, `and`, `or`, `==` and `!=`,
/// with Stencil's precedence (`or` < `and` < `not` < `==`) and meaning.
indirect enum TemplateCondition: Equatable, Sendable {
    case value(TemplateOperand)
    case not(TemplateCondition)
    case and(TemplateCondition, TemplateCondition)
    case or(TemplateCondition, TemplateCondition)
    case equal(TemplateOperand, TemplateOperand)
    case notEqual(TemplateOperand, TemplateOperand)

    /// The condition the words after `if` spell, or nil when it uses anything else (parentheses,
    /// filters, `in`, `<`…): Stencil then renders the template, and reports its errors.
    init?(words: ArraySlice<String>) {
        var parser = Parser(words: Array(words))
        guard !words.isEmpty, let condition = parser.expression(bindingPower: 0), parser.isAtEnd else { return nil }
        self = condition
    }

    func evaluate(in scope: TemplateScope) -> Bool {
        switch self {
        case .value(let operand): operand.value(in: scope)?.isTruthy ?? false
        case .not(let condition): !condition.evaluate(in: scope)
        case .and(let lhs, let rhs): lhs.evaluate(in: scope) && rhs.evaluate(in: scope)
        case .or(let lhs, let rhs): lhs.evaluate(in: scope) || rhs.evaluate(in: scope)
        case .equal(let lhs, let rhs): TemplateValue.stencilEquals(lhs.value(in: scope), rhs.value(in: scope))
        case .notEqual(let lhs, let rhs): !TemplateValue.stencilEquals(lhs.value(in: scope), rhs.value(in: scope))
        }
    }

    /// Stencil's Pratt parser (`IfExpressionParser`) over the words, with its binding powers.
    private struct Parser {
        let words: [String]
        var position = 0

        var isAtEnd: Bool { position == words.count }

        private static let bindingPowers = ["or": 6, "and": 7, "not": 8, "==": 10, "!=": 10]
        /// Operators Stencil knows that this parser leaves to Stencil.
        private static let otherOperators: Set<String> = ["in", "<", ">", "<=", ">="]

        private var nextBindingPower: Int {
            guard position < words.count else { return 0 }
            return Self.bindingPowers[words[position]] ?? 0
        }

        mutating func expression(bindingPower: Int) -> TemplateCondition? {
            guard var left = prefix() else { return nil }
            while bindingPower < nextBindingPower {
                let word = words[position]
                position += 1
                guard let right = expression(bindingPower: Self.bindingPowers[word] ?? 0) else { return nil }
                switch (word, left, right) {
                case ("and", _, _): left = .and(left, right)
                case ("or", _, _): left = .or(left, right)
                case ("==", .value(let a), .value(let b)): left = .equal(a, b)
                case ("!=", .value(let a), .value(let b)): left = .notEqual(a, b)
                // `==` between anything but two values is always false to Stencil; too odd to copy.
                default: return nil
                }
            }
            return left
        }

        private mutating func prefix() -> TemplateCondition? {
            guard position < words.count else { return nil }
            let word = words[position]
            position += 1
            if word == "not" {
                return expression(bindingPower: 8).map(TemplateCondition.not)
            }
            guard Self.bindingPowers[word] == nil, !Self.otherOperators.contains(word), let operand = TemplateOperand(word) else {
                return nil
            }
            return .value(operand)
        }
    }
}
