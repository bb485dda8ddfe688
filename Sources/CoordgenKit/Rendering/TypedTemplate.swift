/// A template compiled into typed nodes for the part of Stencil's language coordgen's templates use —
/// text, `{{ name }}`, `{% if %}`/`{% elif %}`/`{% else %}`/`{% endif %}`, `{% for x in list %}`/
/// `{% endfor %}`, comments — rendered with Stencil's meaning and `.smart` trimming but without its
/// dynamic lookups (every value Stencil resolves goes through casts to its protocols and `Mirror`,
/// which make the Swift runtime scan the binary's conformances; see docs/PERFORMANCE.md).
///
/// Anything else a user's template may use (filters, `include`, `{%-` trim markers, `in`,
/// parentheses, `{% empty %}`…) makes `init` return nil, and a context value of a type it does not
/// read makes `render` return nil: `TemplateRenderer` then renders with Stencil, so every template
/// Stencil accepts still renders, and errors keep Stencil's wording and lines.
final class TypedTemplate: Sendable {
    /// One token as Stencil's lexer makes it.
    struct Token {
        enum Kind { case text, variable, comment, block }
        let kind: Kind
        let contents: String
        /// `{%-`, `-%}`, `{%+` or `+%}`, which this renderer leaves to Stencil.
        var hasTrimMarker = false
    }

    indirect enum Node: Sendable, Equatable {
        case text(String)
        case variable(TemplateOperand)
        case branches([Branch])
        case loop(variable: String, over: String, body: [Node])
    }

    /// One `if`/`elif` (with its condition) or `else` (without).
    struct Branch: Sendable, Equatable {
        let condition: TemplateCondition?
        let body: [Node]
    }

    let nodes: [Node]

    /// The template `tokens` make, or nil when they use more of Stencil than this renderer reads.
    init?(tokens: [Token]) {
        guard !tokens.contains(where: \.hasTrimMarker) else { return nil }
        var parser = Parser(tokens: Self.trimmed(tokens))
        guard let parsed = parser.nodes(until: []), parsed.end == nil else { return nil }
        nodes = parsed.nodes
    }

    /// The text tokens trimmed as Stencil's parser trims them: it depends only on the tokens either side.
    private static func trimmed(_ tokens: [Token]) -> [Token] {
        var afterBlock = false
        return tokens.indices.map { index in
            let token = tokens[index]
            guard token.kind == .text else {
                afterBlock = token.kind == .block
                return token
            }
            let beforeBlock = index + 1 < tokens.count && tokens[index + 1].kind == .block
            return Token(kind: .text, contents: StencilSmartTrim.trim(token.contents, afterBlock: afterBlock, beforeBlock: beforeBlock))
        }
    }

    /// The rendered text, or nil when a value is of a kind only Stencil writes (a list in `{{ }}`, a
    /// loop over something that is not a list).
    func render(_ scope: TemplateScope) -> String? {
        var output = ""
        return Self.render(nodes, scope, into: &output) ? output : nil
    }

    private static func render(_ nodes: [Node], _ scope: TemplateScope, into output: inout String) -> Bool {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .variable(let operand):
                guard let value = operand.value(in: scope) else { continue }
                guard let text = value.text else { return false }
                output += text
            case .branches(let branches):
                if let branch = branches.first(where: { $0.condition?.evaluate(in: scope) ?? true }) {
                    guard render(branch.body, scope, into: &output) else { return false }
                }
            case .loop(let variable, let name, let body):
                let items: [String]
                switch scope.value(named: name) {
                case nil: items = []
                case .list(let list): items = list
                default: return false
                }
                for (index, item) in items.enumerated() {
                    let inner = scope.entering(loop: variable, item: .string(item), index: index, count: items.count)
                    guard render(body, inner, into: &output) else { return false }
                }
            }
        }
        return true
    }

    /// Builds nodes from the tokens, as Stencil's `TokenParser` with the `if` and `for` tags does.
    private struct Parser {
        let tokens: [Token]
        var position = 0

        /// The nodes up to a block whose first word is in `ends` (consumed and returned), or to the end
        /// of the tokens (nil); nil altogether for anything this renderer does not read.
        mutating func nodes(until ends: Set<String>) -> (nodes: [Node], end: [String]?)? {
            var nodes: [Node] = []
            while position < tokens.count {
                let token = tokens[position]
                position += 1
                switch token.kind {
                case .text:
                    if !token.contents.isEmpty { nodes.append(.text(token.contents)) }
                case .comment:
                    continue
                case .variable:
                    guard let operand = TemplateOperand(token.contents) else { return nil }
                    nodes.append(.variable(operand))
                case .block:
                    guard let words = Self.words(of: token.contents) else { return nil }
                    if ends.contains(words[0]) { return (nodes, words) }
                    guard let node = block(words) else { return nil }
                    nodes.append(node)
                }
            }
            return ends.isEmpty ? (nodes, nil) : nil
        }

        /// The words of a tag, split as Stencil splits them; nil for anything where its splitting is
        /// subtler than spaces (quotes with spaces inside, `,`, `|`, `:`, parentheses, tabs).
        private static func words(of contents: String) -> [String]? {
            let subtle: Set<UInt8> = [
                UInt8(ascii: ","), UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: ")"), 9, 10, 13,
            ]
            guard !contents.isEmpty, !contents.utf8.contains(where: subtle.contains) else { return nil }
            let words = contents.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            return words.contains(where: \.isEmpty) ? nil : words
        }

        private mutating func block(_ words: [String]) -> Node? {
            switch words[0] {
            case "if": return conditional(words)
            case "for": return loop(words)
            default: return nil
            }
        }

        /// `if` … (`elif` …)* (`else`)? `endif`.
        private mutating func conditional(_ words: [String]) -> Node? {
            var branches: [Branch] = []
            var condition = TemplateCondition(words: words.dropFirst())
            guard condition != nil else { return nil }
            while true {
                guard let parsed = nodes(until: ["elif", "else", "endif"]), let end = parsed.end else { return nil }
                branches.append(Branch(condition: condition, body: parsed.nodes))
                switch end[0] {
                case "elif" where condition != nil:
                    condition = TemplateCondition(words: end.dropFirst())
                    guard condition != nil else { return nil }
                case "else" where condition != nil && end.count == 1:
                    condition = nil
                case "endif" where end.count == 1:
                    return .branches(branches)
                default:
                    return nil
                }
            }
        }

        /// `for name in list` … `endfor`.
        private mutating func loop(_ words: [String]) -> Node? {
            guard words.count == 4, words[2] == "in", case .name(let variable)? = TemplateOperand(words[1]),
                case .name(let list)? = TemplateOperand(words[3]),
                let parsed = nodes(until: ["endfor", "empty"]), parsed.end == ["endfor"]
            else { return nil }
            return .loop(variable: variable, over: list, body: parsed.nodes)
        }
    }
}
