/// The tokens Stencil's lexer makes of a template that holds nothing but text and `{{ name }}`
/// variables — the `.coordgen.yml` header and Xcode's file header — without Stencil's lexer, whose
/// first use in a process builds its tables and splits the text into lines (2.7 M instructions for
/// the three headers of a `new coordinator`, docs/PERFORMANCE.md, session 45).
///
/// Only the plainest form is taken: every `{` starts `{{name}}` or `{{ name }}` (one space each side),
/// the name made of ASCII letters, digits, `_` and `.`. Stencil's lexer gives such a variable the
/// name and the text between variables as it is; for any other template (blocks, comments, a stray
/// `{`, other spacing, which Stencil trims in its own way) this returns nil and Stencil lexes it.
/// `VariableOnlyLexerTests` compares both on random templates.
enum VariableOnlyLexer {
    static func tokens(of text: String) -> [TypedTemplate.Token]? {
        let bytes = Array(text.utf8)
        let brace = UInt8(ascii: "{")
        var tokens: [TypedTemplate.Token] = []
        var textStart = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == brace else {
                index += 1
                continue
            }
            guard let (name, end) = variable(in: bytes, at: index) else { return nil }
            if textStart < index { tokens.append(.init(kind: .text, contents: String(decoding: bytes[textStart..<index], as: UTF8.self))) }
            tokens.append(.init(kind: .variable, contents: name))
            index = end
            textStart = end
        }
        if textStart < bytes.count { tokens.append(.init(kind: .text, contents: String(decoding: bytes[textStart...], as: UTF8.self))) }
        return tokens
    }

    /// The name of the `{{ name }}` at `start` and the index after it, or nil when it is not one.
    private static func variable(in bytes: [UInt8], at start: Int) -> (name: String, end: Int)? {
        let brace = UInt8(ascii: "{"), closing = UInt8(ascii: "}"), space = UInt8(ascii: " ")
        guard start + 1 < bytes.count, bytes[start + 1] == brace else { return nil }
        var index = start + 2
        let spaced = index < bytes.count && bytes[index] == space
        if spaced { index += 1 }
        let nameStart = index
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        let nameEnd = index
        guard nameEnd > nameStart else { return nil }
        if spaced {
            guard index < bytes.count, bytes[index] == space else { return nil }
            index += 1
        }
        guard index + 1 < bytes.count, bytes[index] == closing, bytes[index + 1] == closing else { return nil }
        return (String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self), index + 2)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "."):
            true
        default: false
        }
    }
}
