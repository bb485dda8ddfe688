import Foundation
import Stencil

/// Stencil templates already lexed in this process, by name and text, and built-in ones made from their
/// build-time tokens, by name.
///
/// Lexing is the expensive part of Stencil (its lexer searches the text once per line); `xcode export`
/// renders the same templates for every variant folder and the header for every file, so each text is
/// lexed once. A `Template` keeps no state between renders, so sharing one is safe; the lock guards the
/// dictionary only.
final class CompiledTemplateCache: @unchecked Sendable {
    static let shared = CompiledTemplateCache()

    private let lock = NSLock()
    private var templates: [Key: Template] = [:]
    private var prelexed: [String: PrelexedTemplate] = [:]
    /// Typed forms, nil where a template uses more than `TypedTemplate` reads.
    private var typedBuiltIns: [String: TypedTemplate?] = [:]
    /// By name and text joined with a NUL: a `String` key, whose `Hashable` conformance the runtime has
    /// already found, where `Key`'s would cost a scan of the binary's conformances at first use.
    private var typedTexts: [String: TypedTemplate?] = [:]

    private struct Key: Hashable {
        let name: String
        let text: String
    }

    /// The template for `text`, lexed on first use with `environment`.
    func template(for text: String, name: String, environment: Environment) -> Template {
        let key = Key(name: name, text: text)
        return lock.withLock {
            if let cached = templates[key] { return cached }
            let template = Template(templateString: text, environment: environment, name: name)
            templates[key] = template
            return template
        }
    }

    /// The built-in template `name`, made from its build-time tokens on first use.
    func prelexed(name: String, tokens: [(UInt8, String)]) -> PrelexedTemplate {
        lock.withLock {
            if let cached = prelexed[name] { return cached }
            let template = PrelexedTemplate(name: name, tokens: tokens)
            prelexed[name] = template
            return template
        }
    }

    /// The typed form of the built-in template `name`, made from its build-time tokens on first use.
    func typed(builtIn name: String, tokens: [(UInt8, String)]) -> TypedTemplate? {
        lock.withLock {
            if let cached = typedBuiltIns[name] { return cached }
            let template = TypedTemplate(tokens: tokens.map(Self.token))
            typedBuiltIns[name] = template
            return template
        }
    }

    /// The typed form of `text`, from the tokens of Stencil's lexer (so it splits the text exactly as
    /// Stencil does; `VariableOnlyLexer` makes the same tokens of the plainest texts), made on first use.
    func typed(for text: String, name: String, environment: Environment) -> TypedTemplate? {
        let key = name + "\u{0}" + text
        if let cached = lock.withLock({ typedTexts[key] }) { return cached }
        let lexed = VariableOnlyLexer.tokens(of: text) ?? stencilTokens(of: text, name: name, environment: environment)
        let template = TypedTemplate(tokens: lexed)
        lock.withLock { typedTexts[key] = template }
        return template
    }

    /// The tokens Stencil's lexer makes of `text`, for `TypedTemplate`.
    private func stencilTokens(of text: String, name: String, environment: Environment) -> [TypedTemplate.Token] {
        template(for: text, name: name, environment: environment).tokens.map { token in
            TypedTemplate.Token(
                kind: Self.kind(token.kind), contents: token.contents,
                hasTrimMarker: token.whitespace != nil && token.whitespace != .unspecified)
        }
    }

    /// A build-time token (`BuiltInTemplates.tokens`: 1 variable, 2 comment, 3 block, else text).
    private static func token(_ stored: (UInt8, String)) -> TypedTemplate.Token {
        let kind: TypedTemplate.Token.Kind =
            switch stored.0 {
            case 1: .variable
            case 2: .comment
            case 3: .block
            default: .text
            }
        return TypedTemplate.Token(kind: kind, contents: stored.1)
    }

    private static func kind(_ kind: Token.Kind) -> TypedTemplate.Token.Kind {
        switch kind {
        case .text: .text
        case .variable: .variable
        case .comment: .comment
        case .block: .block
        }
    }
}
