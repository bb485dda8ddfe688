import Stencil

/// A built-in template rendered from the tokens the build made of it (see `Plugins/EmbedTemplates`),
/// so a run goes straight to Stencil's parser and renderer, exactly as `Template.render` does after
/// lexing.
///
/// Stencil builds a token's source location only in its lexer, so these tokens all point at the
/// template's first line; `TemplateRenderer` re-renders through the lexer when one fails, so an error
/// still names the right line.
final class PrelexedTemplate {
    private let tokens: [Token]

    /// - Parameters:
    ///   - name: The template's name in messages.
    ///   - tokens: (kind, contents) as `BuiltInTemplates.tokens` stores them.
    init(name: String, tokens: [(UInt8, String)]) {
        // The only public way to get a `SourceMap` naming the file is to lex a one-character template.
        let sourceMap = Template(templateString: " ", name: name).tokens[0].sourceMap
        self.tokens = tokens.map { kind, contents in
            switch kind {
            case 1: return .variable(value: contents, at: sourceMap)
            case 2: return .comment(value: contents, at: sourceMap)
            case 3: return .block(value: contents, at: sourceMap)
            default: return .text(value: contents, at: sourceMap)
            }
        }
    }

    /// Renders the tokens with `context`, as `Template.render(_:)` does.
    func render(_ context: Context) throws -> String {
        let parser = TokenParser(tokens: tokens, environment: context.environment)
        return try renderNodes(try parser.parse(), context)
    }
}
